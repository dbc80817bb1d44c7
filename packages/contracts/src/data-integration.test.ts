import { dataIntegrationBaseUrl, dataIntegrationOrigin, dataIntegrationPageUrl, HEIGHT_MESSAGE_TYPE, MAX_EMBED_HEIGHT, readHeightMessage } from './data-integration';
import { configuredText } from '@klw/platform';

describe('the embed contract with the data-exchange integration (ADR 011)', () => {
  it.each`
    baseUrl                            | route                          | clientId          | url
    ${'http://127.0.0.1:7057'}         | ${'/mandates'}                 | ${'klw-lokaal'}   | ${'http://127.0.0.1:7057/mandates?clientId=klw-lokaal&lang=nl'}
    ${'https://embed.example.nl/klw/'} | ${'/approved-participations'}  | ${'klw client&x'} | ${'https://embed.example.nl/klw/approved-participations?clientId=klw+client%26x&lang=nl'}
    ${'https://embed.example.nl'}      | ${'manage-purposes'}           | ${'id'}           | ${'https://embed.example.nl/manage-purposes?clientId=id&lang=nl'}
    ${'ftp://embed.example.nl'}        | ${'/mandates'}                 | ${'id'}           | ${null}
    ${'https://user:pw@embed.nl'}      | ${'/mandates'}                 | ${'id'}           | ${null}
    ${'embed.example.nl'}              | ${'/mandates'}                 | ${'id'}           | ${null}
  `('the page of $route at $baseUrl for $clientId is $url', ({ baseUrl, route, clientId, url }) => {
    expect(dataIntegrationPageUrl(baseUrl, route, clientId)).toBe(url);
  });

  it.each`
    configured                           | baseUrl
    ${'https://embed.example.nl/klw/'}   | ${'https://embed.example.nl/klw'}
    ${'#{DataIntegrationEmbedBaseUrl}'}  | ${'http://127.0.0.1:7057'}
    ${''}                                | ${'http://127.0.0.1:7057'}
    ${undefined}                         | ${'http://127.0.0.1:7057'}
  `('the configured embed base URL $configured is $baseUrl (the local stand-in where not filled in)', ({ configured, baseUrl }) => {
    expect(dataIntegrationBaseUrl(configured)).toBe(baseUrl);
  });

  it.each`
    baseUrl                              | origin
    ${'https://embed.example.nl/klw/x'}  | ${'https://embed.example.nl'}
    ${'http://127.0.0.1:7057'}           | ${'http://127.0.0.1:7057'}
    ${'javascript:alert(1)'}             | ${null}
    ${''}                                | ${null}
  `('the origin of $baseUrl is $origin', ({ baseUrl, origin }) => {
    expect(dataIntegrationOrigin(baseUrl)).toBe(origin);
  });

  it.each`
    data                                                          | height
    ${{ type: HEIGHT_MESSAGE_TYPE, height: 640 }}                 | ${640}
    ${{ type: HEIGHT_MESSAGE_TYPE, height: 0 }}                   | ${0}
    ${{ type: HEIGHT_MESSAGE_TYPE, height: MAX_EMBED_HEIGHT }}    | ${MAX_EMBED_HEIGHT}
    ${{ type: HEIGHT_MESSAGE_TYPE, height: MAX_EMBED_HEIGHT + 1 }} | ${null}
    ${{ type: HEIGHT_MESSAGE_TYPE, height: -1 }}                  | ${null}
    ${{ type: HEIGHT_MESSAGE_TYPE, height: 10.5 }}                | ${null}
    ${{ type: HEIGHT_MESSAGE_TYPE, height: '640' }}               | ${null}
    ${{ type: HEIGHT_MESSAGE_TYPE, height: 640, extra: true }}    | ${null}
    ${{ type: 'height', height: 640 }}                            | ${null}
    ${JSON.stringify({ type: HEIGHT_MESSAGE_TYPE, height: 640 })} | ${null}
    ${null}                                                       | ${null}
  `('the message $data reports the height $height', ({ data, height }) => {
    expect(readHeightMessage(data)).toBe(height);
  });
});

describe('configuration values as deployment filled them', () => {
  it.each`
    value                            | text
    ${' klw-client '}                | ${'klw-client'}
    ${'#{DataIntegrationClientId}'}  | ${null}
    ${'prefix-#{X}'}                 | ${null}
    ${'   '}                         | ${null}
    ${42}                            | ${null}
  `('$value is $text', ({ value, text }) => {
    expect(configuredText(value)).toBe(text);
  });
});
