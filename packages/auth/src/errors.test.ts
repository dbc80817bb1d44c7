import { ApiError, ContractError, apiErrorFromResponse, canRetry, isSessionEnded, readableBodyText } from './errors';

const NGINX_502 = `<html>
<head><title>502 Bad Gateway</title></head>
<body>
<center><h1>502 Bad Gateway</h1></center>
<hr><center>nginx</center>
</body>
</html>`;

const IIS_503 = `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta charset="utf-8"/>
<title>Service niet beschikbaar &ndash; onderhoud &amp; updates</title><style>body{color:red}</style></head>
<body><h1>Onderhoud</h1><script>alert(1)</script></body></html>`;

describe('readableBodyText: an HTML page shows its title, never its markup', () => {
  it.each`
    body                                                        | text
    ${NGINX_502}                                                | ${'502 Bad Gateway'}
    ${IIS_503}                                                  | ${'Service niet beschikbaar &ndash; onderhoud & updates'}
    ${'<html><body><h1>Storing &#233;&#xE9;n</h1></body></html>'} | ${'Storing éé' + 'n'}
    ${'<!doctype html><html><head></head><body>x</body></html>'} | ${null}
    ${'  <HTML><TITLE> Gateway\n  Timeout </TITLE></HTML>'}    | ${'Gateway Timeout'}
    ${'<title><b>Fout</b></title>'}                             | ${'Fout'}
    ${'Service Unavailable'}                                    | ${'Service Unavailable'}
    ${'  Ongeldig verzoek \n'}                                  | ${'Ongeldig verzoek'}
    ${'a < b'}                                                  | ${'a < b'}
    ${''}                                                       | ${null}
  `('$body -> $text', ({ body, text }) => {
    expect(readableBodyText(body)).toBe(text);
  });
});

describe('apiErrorFromResponse', () => {
  it.each`
    status | body                    | message
    ${502} | ${NGINX_502}            | ${'Er is een fout opgetreden op de server bij GetMelkLeveringGegevens (502): 502 Bad Gateway'}
    ${503} | ${'<html></html>'}      | ${'Er is een fout opgetreden op de server bij GetMelkLeveringGegevens (503).'}
    ${400} | ${'Ongeldig verzoek'}   | ${'Ongeldig verzoek'}
    ${500} | ${'x'.repeat(201)}      | ${'Er is een fout opgetreden op de server bij GetMelkLeveringGegevens (500).'}
    ${500} | ${'{"message":"Kapot"}'} | ${'Kapot'}
  `('$status with $body -> $message', async ({ status, body, message }) => {
    const error = await apiErrorFromResponse('GetMelkLeveringGegevens', new Response(body, { status }));
    expect(error.message).toBe(message);
    expect(error.message).not.toMatch(/<[a-z]/i);
    expect(error).toMatchObject({ status, bodyText: body });
  });
});

describe('isSessionEnded: the refresh was refused', () => {
  const refused = (call: string, status: number | null) => new ApiError('x', { call, status });
  it.each`
    error                                                    | ended
    ${refused('RefreshToken', 401)}                          | ${true}
    ${{ call: 'RefreshToken', status: 401, message: 'x' }}   | ${true}
    ${refused('RefreshToken', 500)}                          | ${false}
    ${refused('RefreshToken', null)}                         | ${false}
    ${refused('RefreshToken', 403)}                          | ${false}
    ${refused('GetMelkLeveringGegevens', 401)}               | ${false}
    ${new Error('RefreshToken')}                             | ${false}
    ${null}                                                  | ${false}
    ${'RefreshToken'}                                        | ${false}
  `('$error -> $ended', ({ error, ended }) => {
    expect(isSessionEnded(error)).toBe(ended);
  });
});

describe("canRetry: whether 'Opnieuw proberen' can help", () => {
  const failed = (status: number | null, call = 'GetMelkLeveringGegevens') => new ApiError('x', { call, status });
  it.each`
    name                                        | error                                                                  | retry
    ${'no connection or a time-out'}            | ${failed(null)}                                                        | ${true}
    ${'a server error'}                         | ${failed(500)}                                                         | ${true}
    ${'a gateway time-out'}                     | ${failed(504)}                                                         | ${true}
    ${'too many requests'}                      | ${failed(429)}                                                         | ${true}
    ${'the session ended'}                      | ${failed(401, 'RefreshToken')}                                         | ${false}
    ${'refused after the refresh'}              | ${failed(401)}                                                         | ${false}
    ${'no access to the year'}                  | ${failed(403, 'RefreshToken')}                                         | ${false}
    ${'not found'}                              | ${failed(404)}                                                         | ${false}
    ${'an answer of another shape'}             | ${new ContractError('GetMelkLeveringGegevens', ['kg: ongeldig'])}     | ${false}
    ${'an error of another bundle, by shape'}   | ${{ name: 'ApiError', status: 403, retryable: false, message: 'x' }}   | ${false}
    ${'anything else'}                          | ${new Error('kapot')}                                                  | ${true}
  `('$name -> $retry', ({ error, retry }) => {
    expect(canRetry(error)).toBe(retry);
  });
});
