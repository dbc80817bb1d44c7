import { errorType, isTelemetryEvent, scrubText, telemetryAttributes, telemetryResource } from './index.mjs';

describe('scrubText: free text as telemetry may carry it', () => {
  it.each([
    ['a query string and fragment', 'GET https://api.example/x/12?klwId=3&t=a#frag failed', 'GET https://api.example/x/{n} failed'],
    ['a quoted value', 'failed: "Piet" is no number', 'failed: "…" is no number'],
    ['an e-mail address', 'mail jannie.berg+klw@example.nl bounced', 'mail … bounced'],
    ['an IBAN, whole', 'rekening NL91ABNA0417164300 onbekend', 'rekening … onbekend'],
    ['an IBAN in groups', 'rekening NL91 ABNA 0417 1643 00 onbekend', 'rekening … onbekend'],
    ['a name', 'kon niet opslaan voor Jannie van den Berg', 'kon niet opslaan voor … van den …'],
    ['a number', 'jaar 1023 van gebruiker 4711', 'jaar {n} van gebruiker {n}'],
    ['identifiers and engine words', "Cannot read properties of undefined (reading 'kg') in TypeError", "Cannot read properties of undefined (reading '…') in TypeError"],
  ])('drops %s', (_what, text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  it("drops the page's own words, and cuts at 200 characters", () => {
    expect(scrubText('typte zevenhonderd', new Set(['zevenhonderd']))).toBe('typte …');
    expect(scrubText('x'.repeat(500))).toHaveLength(200);
  });

  it.each([
    ['a JWT whole', 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJqYW4ifQ.c2lnbmF0dXJl verlopen', 'token … verlopen'],
    ['a session id of letters and digits', 'sessie 3f9a1c2e77aa01bc9d8e onbekend', 'sessie … onbekend'],
    ['digits of another script', 'relatie ١٢٣٤٥٦٧٨ onbekend', 'relatie {n} onbekend'],
    ['a quote of curly marks', 'naam “Jannie van den Berg” onbekend', 'naam “…“ onbekend'],
  ])('drops %s', (_what, text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  it('keeps a long name of letters only (a chunk of the build)', () => {
    expect(scrubText('__federation_expose_index.abc.js failed')).toBe('__federation_expose_index.abc.js failed');
  });

  it('reads only the first 1,000 characters, dropping the word, address or quote the cut went through', () => {
    const long = `${'fout '.repeat(190)}jannie.van.den.berg@example.nl ${'x'.repeat(10_000)}`;
    expect(scrubText(long)).toBe(`${'fout '.repeat(40)}`);
    expect(scrubText(`${'fout '.repeat(195)}jan.devries@example.nl`)).not.toContain('jan');
    const quoted = scrubText(`${'a '.repeat(95)}'jan devries ${'b '.repeat(500)}' einde`);
    expect(quoted).toBe(`${'a '.repeat(95)}'…`);
  });

  it('changes nothing it scrubbed before', () => {
    const once = scrubText('Jannie <jannie@example.nl> NL91ABNA0417164300 "geheim" https://h/a?b=1 typte 4711');
    expect(scrubText(once)).toBe(once);
  });
});

describe('telemetryAttributes: only the vocabulary, each value of its kind', () => {
  it("keeps a record's attributes as the page's client writes them", () => {
    const attributes = {
      'event.name': 'klw.call',
      'klw.remote.name': 'klw_melklevering',
      'klw.remote.version': '1.4.2',
      'klw.phase': 'call',
      'klw.route': '/melklevering/Index/{klwId}',
      'klw.call.name': 'MelkLevering/GetMelkLeveringGegevens/{n}',
      'http.response.status_code': 503,
      'klw.outcome': 'error',
      'klw.duration_ms': 61,
      'klw.load.manifest_ms': 3,
      'exception.type': 'ScriptLoadError',
      'exception.message': 'http://localhost:{n}/apps/melklevering/remoteEntry.js kon niet worden geladen.',
      'klw.vital.name': 'CLS',
      'klw.vital.value': 0.0213,
      'klw.vital.rating': 'good',
      'klw.vital.element': 'main>div.klw-remote>h{n}',
    };
    expect(telemetryAttributes(attributes)).toEqual(attributes);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a key outside the vocabulary', { 'user.name': 'Jannie van den Berg', 'klw.iban': 'NL91ABNA0417164300' }],
    ['a phase, outcome or event not in its list', { 'klw.phase': 'Jannie', 'klw.outcome': 'jannie@example.nl', 'event.name': 'x' }],
    ['a route or call that is no template', { 'klw.route': '/melklevering/Index/1023?naam=Jannie', 'klw.call.name': 'Melk Levering/jannie@example.nl' }],
    ['a remote name or version of another shape', { 'klw.remote.name': 'Jannie van den Berg', 'klw.remote.version': 'jannie@example.nl' }],
    ['a number that is no duration or status', { 'klw.duration_ms': 'lang', 'http.response.status_code': 4711.5, 'klw.vital.value': -1 }],
    ['a value that is no scalar', { 'exception.message': { naam: 'Jannie' } }],
    ['a version with a name, an address or a number after its core', { 'klw.remote.version': '1.0.0+123456782' }],
    ['a version with a name in its pre-release', { 'klw.remote.version': '1.0.0-jan.devries' }],
    ['a build mark of eight digits', { 'klw.remote.version': '0.1.0+12345678' }],
    ['a call name that is no controller and action', { 'klw.call.name': 'jan.devries/example.nl' }],
    ['a duration of eight digits', { 'klw.duration_ms': 12_345_678, 'klw.load.entry_ms': 10_000_000 }],
    ['a route of eight digits', { 'klw.route': '/melklevering/Index/12345678' }],
  ])('leaves out %s', (_what, attributes) => {
    expect(telemetryAttributes(attributes)).toEqual({});
  });

  it('scrubs free text and keeps an error type to the shape of one', () => {
    expect(telemetryAttributes({ 'exception.message': 'Jannie <jannie@example.nl>, NL91ABNA0417164300', 'exception.type': 'Jannie' })).toEqual({
      'exception.message': '… <…>, …',
      'exception.type': 'Error',
    });
    expect(['TypeError', 'DOMException', 'string', 'Jannie', 'Error'].map(errorType)).toEqual(['TypeError', 'DOMException', 'string', 'Error', 'Error']);
  });

  it("keeps of the resource the service, its version and the random page id only", () => {
    expect(telemetryResource({ 'service.name': 'klw-portal-web', 'service.version': '0.1.0', 'klw.page.id': 'a1b2c3d4e5f60718', 'user.email': 'jannie@example.nl' })).toEqual({
      'service.name': 'klw-portal-web',
      'service.version': '0.1.0',
      'klw.page.id': 'a1b2c3d4e5f60718',
    });
    expect(telemetryResource({ 'klw.page.id': 'x'.repeat(100_000), 'service.version': 'Jannie' })).toEqual({});
    expect(telemetryResource({ 'klw.page.id': '0123456789abcdef', 'service.version': '1.0.0+jan.devries.example.nl' })).toEqual({});
    expect(telemetryResource({ 'service.version': '0.0.0-dev' })).toEqual({ 'service.version': '0.0.0-dev' });
    expect(telemetryResource({ 'service.version': '0.2.0-rc.1+3f9a1c2e' })).toEqual({ 'service.version': '0.2.0-rc.1+3f9a1c2e' });
  });

  it('keeps a vital to seven digits, so that its fraction holds no number', () => {
    expect(telemetryAttributes({ 'klw.vital.value': 0.123456789 })).toEqual({ 'klw.vital.value': 0.1234568 });
  });

  it('knows its event names', () => {
    expect(['klw.remote.error', 'browser.web_vital', 'klw.other', 7].map(isTelemetryEvent)).toEqual([true, true, false, false]);
  });
});
