/** @jest-environment node */
import { type MelkLeveringData, mergeForm, toForm } from './index';

const data: MelkLeveringData = {
  aantalMelkkoeien: 113,
  datumLaatsteLevering: '2023-12-30',
  gebruikHandmatigeMelkRegistratie: false,
  isAuthorized: true,
  kringloopwijzerId: 1023,
  kringloopwijzerJaar: 2023,
  kringloopwijzerStatus: 1,
  melkGevoerdAanKalveren: 20_000,
  maanden: [],
  totaal: { kg: 1, vet: 2, eiwit: 3, ureum: 4, fosfor: 5 },
  totaalHandmatig: { kg: 10, vet: 4, eiwit: 3, ureum: 20, fosfor: 98 },
  totaalZelfZuivel: { kg: null, vet: null, eiwit: null, ureum: null, fosfor: null },
  totaalOverigeProductie: { kg: 300 },
};

describe('toForm / mergeForm', () => {
  it('round-trips without sharing objects', () => {
    const form = toForm(data);
    expect(mergeForm(data, form)).toEqual(data);
    form.totaalHandmatig.kg = 99;
    expect(data.totaalHandmatig.kg).toBe(10);
  });

  it('puts the form values into the data and keeps the rest', () => {
    const form = toForm(data);
    const merged = mergeForm(data, {
      ...form,
      gebruikHandmatigeMelkRegistratie: true,
      melkGevoerdAanKalveren: 1,
      totaalOverigeProductie: { kg: 2 },
    });
    expect(merged).toEqual({ ...data, gebruikHandmatigeMelkRegistratie: true, melkGevoerdAanKalveren: 1, totaalOverigeProductie: { kg: 2 } });
    expect(merged.totaal).toEqual(data.totaal);
  });
});
