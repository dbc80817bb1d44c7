import { ApiError, ContractError } from 'klw_auth/client';
import { UNKNOWN_ERROR_TEXT, saveErrorDescriptions } from './save-error';

function answer(body: unknown, bodyText = typeof body === 'string' ? body : JSON.stringify(body)): ApiError {
  return new ApiError('SaveMelkLeveringGegevens is mislukt (400).', {
    call: 'SaveMelkLeveringGegevens',
    status: 400,
    body,
    bodyText,
  });
}

describe('saveErrorDescriptions (SPEC.md section 8)', () => {
  it('gives one description per errorDetails[].message, before everything else', () => {
    const error = answer({ errorDetails: [{ message: 'Vet is te hoog' }, { message: 'Ureum ontbreekt' }], message: 'Niet gelukt', messages: ['a'] });
    expect(saveErrorDescriptions(error)).toEqual(['Vet is te hoog', 'Ureum ontbreekt']);
  });

  it('skips empty details', () => {
    expect(saveErrorDescriptions(answer({ errorDetails: [{ message: ' ' }], message: 'Niet gelukt' }))).toEqual(['Niet gelukt']);
  });

  it("then the answer's message", () => {
    expect(saveErrorDescriptions(answer({ message: 'Niet gelukt', messages: ['a', 'b'] }))).toEqual(['Niet gelukt']);
  });

  it("then its messages joined by '. '", () => {
    expect(saveErrorDescriptions(answer({ messages: ['Vet is te hoog', 'Ureum ontbreekt'] }))).toEqual([
      'Vet is te hoog. Ureum ontbreekt',
    ]);
  });

  it('then the raw body', () => {
    expect(saveErrorDescriptions(answer(null, 'Internal Server Error'))).toEqual(['Internal Server Error']);
    expect(saveErrorDescriptions(answer({ unexpected: true }))).toEqual(['{"unexpected":true}']);
    expect(saveErrorDescriptions(answer('Opslaan geweigerd', '"Opslaan geweigerd"'))).toEqual(['Opslaan geweigerd']);
  });

  it('of an HTML error page the title, never its markup', () => {
    const page = '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>';
    expect(saveErrorDescriptions(answer(null, page))).toEqual(['502 Bad Gateway']);
    const untitled = new ApiError('Er is een fout opgetreden op de server bij SaveMelkLeveringGegevens (503).', {
      call: 'SaveMelkLeveringGegevens',
      status: 503,
      body: null,
      bodyText: '<!DOCTYPE html><html><body><p>down</p></body></html>',
    });
    expect(saveErrorDescriptions(untitled)).toEqual(['Er is een fout opgetreden op de server bij SaveMelkLeveringGegevens (503).']);
  });

  it('then the error text', () => {
    const timeout = new ApiError('De server reageert niet (time-out).', { call: 'SaveMelkLeveringGegevens', status: null });
    expect(saveErrorDescriptions(timeout)).toEqual(['De server reageert niet (time-out).']);
    expect(saveErrorDescriptions(new ContractError('SaveMelkLeveringGegevens', ['kg: Ongeldig']))).toEqual([
      'Het antwoord van SaveMelkLeveringGegevens heeft een onverwachte vorm: kg: Ongeldig',
    ]);
    expect(saveErrorDescriptions(new TypeError('Failed to fetch'))).toEqual(['Failed to fetch']);
  });

  it('never comes back empty', () => {
    expect(saveErrorDescriptions(undefined)).toEqual([UNKNOWN_ERROR_TEXT]);
    expect(saveErrorDescriptions(new Error(''))).toEqual([UNKNOWN_ERROR_TEXT]);
    expect(saveErrorDescriptions('kapot')).toEqual(['kapot']);
  });
});
