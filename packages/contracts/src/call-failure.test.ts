/** @jest-environment node */
import { bodyDescriptions, failureDescriptions, UNKNOWN_ERROR_TEXT } from './call-failure';

/** A failed answer as klw_auth's ApiError carries it: its message, the parsed body and the raw text. */
function answer(body: unknown, bodyText = typeof body === 'string' ? body : JSON.stringify(body), message = 'SaveMelkLeveringGegevens is mislukt (400).') {
  return Object.assign(new Error(message), { body, bodyText });
}

const PAGE_502 = '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>';
const UNTITLED = '<!DOCTYPE html><html><body><p>down</p></body></html>';

describe('failureDescriptions (docs/PRODUCT.md section 8): one notice per description', () => {
  it.each`
    case                                            | error                                                                                                   | descriptions
    ${'every errorDetails[].message, first'}        | ${answer({ errorDetails: [{ message: 'Vet is te hoog' }, { message: 'Ureum ontbreekt' }], message: 'Niet gelukt', messages: ['a'] })} | ${['Vet is te hoog', 'Ureum ontbreekt']}
    ${'empty details skipped'}                      | ${answer({ errorDetails: [{ message: ' ' }], message: 'Niet gelukt' })}                                | ${['Niet gelukt']}
    ${'a detail of another shape skipped'}          | ${answer({ errorDetails: ['kapot', { text: 'x' }], message: 'Niet gelukt' })}                          | ${['Niet gelukt']}
    ${"then the answer's message"}                  | ${answer({ message: 'Niet gelukt', messages: ['a', 'b'] })}                                            | ${['Niet gelukt']}
    ${"then its messages joined by '. '"}           | ${answer({ messages: ['Vet is te hoog', '', 'Ureum ontbreekt'] })}                                     | ${['Vet is te hoog. Ureum ontbreekt']}
    ${'then the raw body (text)'}                   | ${answer(null, 'Internal Server Error')}                                                               | ${['Internal Server Error']}
    ${'then the raw body (JSON of another shape)'}  | ${answer({ unexpected: true })}                                                                        | ${['{"unexpected":true}']}
    ${'then the raw body (a JSON string)'}          | ${answer('Opslaan geweigerd', '"Opslaan geweigerd"')}                                                  | ${['Opslaan geweigerd']}
    ${"an HTML page's title, never its markup"}     | ${answer(null, PAGE_502)}                                                                              | ${['502 Bad Gateway']}
    ${'an untitled page: the error text'}           | ${answer(null, UNTITLED, 'Er is een fout opgetreden op de server bij SaveMelkLeveringGegevens (503).')} | ${['Er is een fout opgetreden op de server bij SaveMelkLeveringGegevens (503).']}
    ${'no answer: the error text'}                  | ${answer(null, '', 'De server reageert niet (time-out).')}                                             | ${['De server reageert niet (time-out).']}
    ${'a plain error'}                              | ${new TypeError('Failed to fetch')}                                                                    | ${['Failed to fetch']}
    ${'a text thrown'}                              | ${'kapot'}                                                                                             | ${['kapot']}
    ${'nothing: never empty'}                       | ${undefined}                                                                                           | ${[UNKNOWN_ERROR_TEXT]}
    ${'an empty error: never empty'}                | ${new Error('')}                                                                                       | ${[UNKNOWN_ERROR_TEXT]}
  `('$case', ({ error, descriptions }) => {
    expect(failureDescriptions(error)).toEqual(descriptions);
  });
});

describe('bodyDescriptions: what klw_auth joins into one message', () => {
  it.each`
    body                                                                  | descriptions
    ${{ errorDetails: [{ message: 'a' }, { message: 'b' }], message: 'm' }} | ${['a', 'b']}
    ${{ message: 'm', messages: ['x'] }}                                  | ${['m']}
    ${{ messages: ['x', 'y'] }}                                           | ${['x. y']}
    ${{ message: '  ' }}                                                  | ${[]}
    ${{ message: '\u200b\u200b', messages: ['x'] }}                       | ${['x']}
    ${{ errorDetails: [{ message: '\u2060' }], message: 'm' }}             | ${['m']}
    ${['m']}                                                              | ${[]}
    ${null}                                                               | ${[]}
  `('$body -> $descriptions', ({ body, descriptions }) => {
    expect(bodyDescriptions(body)).toEqual(descriptions);
  });
});
