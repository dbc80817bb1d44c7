/** @jest-environment node */
import * as v from 'valibot';
import { MELK } from './declaration';
import { requiredFieldPaths } from '@klw/contracts/forms';
import type { MelkLeveringForm } from './declaration';
import type { MelkTotaal } from './rules/melk-data';

const requiredMelkFields = (form: MelkLeveringForm, jaar: number) => requiredFieldPaths(MELK.fields, form, jaar);

const filled: MelkTotaal = { kg: 1_050_000, vet: 4.45, eiwit: 3.6, ureum: 20, fosfor: 98 };
const empty: MelkTotaal = { kg: null, vet: null, eiwit: null, ureum: null, fosfor: null };

function form(overrides: Partial<MelkLeveringForm> = {}): MelkLeveringForm {
  return {
    gebruikHandmatigeMelkRegistratie: true,
    totaalHandmatig: { ...filled },
    totaalZelfZuivel: { ...empty },
    melkGevoerdAanKalveren: 20_000,
    totaalOverigeProductie: { kg: 500 },
    ...overrides,
  };
}

const paths = (f: MelkLeveringForm, jaar: number): string[] => MELK.validate(f, jaar).map((e) => e.path);

describe('MELK.validate: a complete form', () => {
  it.each([2018, 2019, 2020, 2021, 2022, 2023])('%i has no errors', (jaar) => {
    expect(MELK.validate(form(), jaar)).toEqual([]);
  });
});

describe('year boundaries: which fields are required', () => {
  const nothing = form({ totaalHandmatig: { ...empty }, melkGevoerdAanKalveren: null, totaalOverigeProductie: { kg: null } });
  const handmatig = ['totaalHandmatig.kg', 'totaalHandmatig.vet', 'totaalHandmatig.eiwit', 'totaalHandmatig.ureum'];
  it.each`
    jaar    | expected
    ${2018} | ${handmatig}
    ${2019} | ${[...handmatig, 'totaalHandmatig.fosfor']}
    ${2020} | ${[...handmatig, 'totaalHandmatig.fosfor', 'totaalOverigeProductie.kg']}
    ${2021} | ${[...handmatig, 'totaalHandmatig.fosfor', 'totaalOverigeProductie.kg']}
    ${2022} | ${[...handmatig, 'totaalHandmatig.fosfor', 'melkGevoerdAanKalveren', 'totaalOverigeProductie.kg']}
  `('$jaar requires $expected', ({ jaar, expected }) => {
    const errors = MELK.validate(nothing, jaar);
    expect(errors.map((e) => e.path)).toEqual(expected);
    expect(errors.every((e) => e.kind === 'required')).toBe(true);
  });

  it('2018 ignores a phosphorus value out of bounds (there is no phosphorus field)', () => {
    expect(paths(form({ totaalHandmatig: { ...filled, fosfor: 500 } }), 2018)).toEqual([]);
    expect(paths(form({ totaalHandmatig: { ...filled, fosfor: 500 } }), 2019)).toEqual(['totaalHandmatig.fosfor']);
  });

  it('2019 ignores other production and 2021 ignores calves', () => {
    expect(paths(form({ totaalOverigeProductie: { kg: 0 } }), 2019)).toEqual([]);
    expect(paths(form({ totaalOverigeProductie: { kg: 0 } }), 2020)).toEqual(['totaalOverigeProductie.kg']);
    expect(paths(form({ melkGevoerdAanKalveren: null }), 2021)).toEqual([]);
    expect(paths(form({ melkGevoerdAanKalveren: null }), 2022)).toEqual(['melkGevoerdAanKalveren']);
  });
});

describe('manual delivery only when manual registration is on', () => {
  it('skips the manual group when off', () => {
    const off = form({ gebruikHandmatigeMelkRegistratie: false, totaalHandmatig: { ...empty } });
    expect(MELK.validate(off, 2023)).toEqual([]);
  });
  it('checks it when on', () => {
    const on = form({ totaalHandmatig: { ...empty } });
    expect(paths(on, 2023)).toHaveLength(5);
  });
});

describe('every message, with nl-NL numbers', () => {
  it.each`
    path                           | value           | kind          | message
    ${'totaalHandmatig.kg'}        | ${null}         | ${'required'} | ${'Gelieve Melk in te vullen'}
    ${'totaalHandmatig.kg'}        | ${-1}           | ${'bounds'}   | ${'Melk moet tussen 0-15.000.000 liggen'}
    ${'totaalHandmatig.kg'}        | ${15_000_001}   | ${'bounds'}   | ${'Melk moet tussen 0-15.000.000 liggen'}
    ${'totaalHandmatig.vet'}       | ${null}         | ${'required'} | ${'Gelieve Vet in te vullen'}
    ${'totaalHandmatig.vet'}       | ${1.99}         | ${'bounds'}   | ${'Vet moet tussen 2-8 liggen'}
    ${'totaalHandmatig.vet'}       | ${8.01}         | ${'bounds'}   | ${'Vet moet tussen 2-8 liggen'}
    ${'totaalHandmatig.eiwit'}     | ${null}         | ${'required'} | ${'Gelieve Eiwit in te vullen'}
    ${'totaalHandmatig.eiwit'}     | ${6.5}          | ${'bounds'}   | ${'Eiwit moet tussen 2-6 liggen'}
    ${'totaalHandmatig.ureum'}     | ${null}         | ${'required'} | ${'Gelieve Ureum in te vullen'}
    ${'totaalHandmatig.ureum'}     | ${9}            | ${'bounds'}   | ${'Ureum moet tussen 10-80 liggen'}
    ${'totaalHandmatig.ureum'}     | ${81}           | ${'bounds'}   | ${'Ureum moet tussen 10-80 liggen'}
    ${'totaalHandmatig.fosfor'}    | ${null}         | ${'required'} | ${'Gelieve Fosfor in te vullen'}
    ${'totaalHandmatig.fosfor'}    | ${74}           | ${'bounds'}   | ${'Fosfor moet tussen 75-125 liggen'}
    ${'totaalHandmatig.fosfor'}    | ${126}          | ${'bounds'}   | ${'Fosfor moet tussen 75-125 liggen'}
    ${'melkGevoerdAanKalveren'}    | ${null}         | ${'required'} | ${'Gelieve Melk gevoerd aan kalveren in te vullen'}
    ${'melkGevoerdAanKalveren'}    | ${0}            | ${'bounds'}   | ${'Melk gevoerd aan kalveren moet tussen 1-15.000.000 liggen'}
    ${'melkGevoerdAanKalveren'}    | ${15_000_001}   | ${'bounds'}   | ${'Melk gevoerd aan kalveren moet tussen 1-15.000.000 liggen'}
    ${'totaalOverigeProductie.kg'} | ${null}         | ${'required'} | ${'Gelieve Overige productie in te vullen'}
    ${'totaalOverigeProductie.kg'} | ${0}            | ${'minimum'}  | ${'Overige productie moet minimaal 1 zijn'}
    ${'totaalOverigeProductie.kg'} | ${-1}           | ${'bounds'}   | ${'Overige productie moet minimaal 1 zijn'}
    ${'totaalOverigeProductie.kg'} | ${15_000_001}   | ${'bounds'}   | ${'Overige productie mag maximaal 15.000.000 zijn'}
  `('$path = $value -> "$message"', ({ path, value, kind, message }) => {
    const f = form();
    const [group, key] = (path as string).split('.');
    if (group === 'melkGevoerdAanKalveren') f.melkGevoerdAanKalveren = value;
    else if (group === 'totaalOverigeProductie') f.totaalOverigeProductie.kg = value;
    else f.totaalHandmatig[key as keyof MelkTotaal] = value;
    expect(MELK.validate(f, 2023)).toEqual([{ path, label: expect.any(String), kind, message }]);
  });

  it.each`
    path                           | value
    ${'totaalHandmatig.kg'}        | ${0}
    ${'totaalHandmatig.kg'}        | ${15_000_000}
    ${'totaalHandmatig.vet'}       | ${2}
    ${'totaalHandmatig.vet'}       | ${8}
    ${'totaalHandmatig.eiwit'}     | ${6}
    ${'totaalHandmatig.ureum'}     | ${10}
    ${'totaalHandmatig.ureum'}     | ${80}
    ${'totaalHandmatig.fosfor'}    | ${75}
    ${'totaalHandmatig.fosfor'}    | ${125}
  `('$path = $value is on the bound and valid', ({ path, value }) => {
    const f = form();
    f.totaalHandmatig[(path as string).split('.')[1] as keyof MelkTotaal] = value;
    expect(MELK.validate(f, 2023)).toEqual([]);
  });

  it('reports every problem, in screen order', () => {
    const f = form({
      totaalHandmatig: { kg: null, vet: 9, eiwit: null, ureum: 5, fosfor: 200 },
      totaalZelfZuivel: { kg: 100, vet: null, eiwit: 1, ureum: 20, fosfor: 97 },
      melkGevoerdAanKalveren: 0,
      totaalOverigeProductie: { kg: null },
    });
    expect(MELK.validate(f, 2023).map((e) => `${e.path}: ${e.message}`)).toEqual([
      'totaalHandmatig.kg: Gelieve Melk in te vullen',
      'totaalHandmatig.vet: Vet moet tussen 2-8 liggen',
      'totaalHandmatig.eiwit: Gelieve Eiwit in te vullen',
      'totaalHandmatig.ureum: Ureum moet tussen 10-80 liggen',
      'totaalHandmatig.fosfor: Fosfor moet tussen 75-125 liggen',
      'totaalZelfZuivel.vet: Gelieve Vet in te vullen',
      'totaalZelfZuivel.eiwit: Eiwit moet tussen 2-6 liggen',
      'melkGevoerdAanKalveren: Melk gevoerd aan kalveren moet tussen 1-15.000.000 liggen',
      'totaalOverigeProductie.kg: Gelieve Overige productie in te vullen',
    ]);
  });
});

describe('own dairy (Zelf zuivelen)', () => {
  it.each`
    jaar    | zelfZuivel                                                       | expected
    ${2023} | ${empty}                                                         | ${[]}
    ${2023} | ${{ ...empty, kg: 0 }}                                           | ${[]}
    ${2023} | ${{ ...empty, kg: 0, vet: 12 }}                                  | ${['vet']}
    ${2023} | ${{ ...empty, kg: 1 }}                                           | ${['vet', 'eiwit', 'ureum', 'fosfor']}
    ${2023} | ${{ ...empty, kg: 5000 }}                                        | ${['vet', 'eiwit', 'ureum', 'fosfor']}
    ${2018} | ${{ ...empty, kg: 5000 }}                                        | ${['vet', 'eiwit', 'ureum']}
    ${2023} | ${{ kg: 5000, vet: 4, eiwit: 3.5, ureum: 22, fosfor: 95 }}       | ${[]}
    ${2023} | ${{ ...empty, vet: 12 }}                                         | ${['vet']}
    ${2023} | ${{ ...empty, vet: 4 }}                                          | ${[]}
    ${2023} | ${{ kg: 15_000_001, vet: 4, eiwit: 3.5, ureum: 22, fosfor: 95 }} | ${['kg']}
  `('$jaar $zelfZuivel -> $expected', ({ jaar, zelfZuivel, expected }) => {
    const errors = MELK.validate(form({ totaalZelfZuivel: zelfZuivel }), jaar);
    expect(errors.map((e) => e.path)).toEqual((expected as string[]).map((k) => `totaalZelfZuivel.${k}`));
  });

  it('kg is never required', () => {
    const errors = MELK.validate(form({ totaalZelfZuivel: { ...empty } }), 2023);
    expect(errors.find((e) => e.path === 'totaalZelfZuivel.kg')).toBeUndefined();
  });
});

describe('requiredMelkFields: what a field announces as required', () => {
  it.each`
    jaar    | zelfKg       | handmatig | required
    ${2018} | ${null}      | ${true}   | ${['totaalHandmatig.kg', 'totaalHandmatig.vet', 'totaalHandmatig.eiwit', 'totaalHandmatig.ureum']}
    ${2019} | ${null}      | ${false}  | ${[]}
    ${2020} | ${0}         | ${false}  | ${['totaalOverigeProductie.kg']}
    ${2023} | ${1_000}     | ${false}  | ${['totaalZelfZuivel.vet', 'totaalZelfZuivel.eiwit', 'totaalZelfZuivel.ureum', 'totaalZelfZuivel.fosfor', 'melkGevoerdAanKalveren', 'totaalOverigeProductie.kg']}
  `('$jaar, own dairy kg $zelfKg, manual registration $handmatig: $required', ({ jaar, zelfKg, handmatig, required }) => {
    const f = form({ gebruikHandmatigeMelkRegistratie: handmatig, totaalZelfZuivel: { ...empty, kg: zelfKg } });
    expect([...requiredMelkFields(f, jaar)]).toEqual(required);
  });

  it('names the same fields as the required messages of an empty form', () => {
    const nothing = form({ totaalHandmatig: { ...empty }, melkGevoerdAanKalveren: null, totaalOverigeProductie: { kg: null } });
    const messages = MELK.validate(nothing, 2023).filter((e) => e.kind === 'required').map((e) => e.path);
    expect([...requiredMelkFields(nothing, 2023)]).toEqual(messages);
  });
});

describe('MELK.dataSchema', () => {
  const wire = {
    aantalMelkkoeien: 113,
    datumLaatsteLevering: '2023-12-30T00:00:00',
    gebruikHandmatigeMelkRegistratie: false,
    isAuthorized: true,
    kringloopwijzerId: '1023',
    kringloopwijzerJaar: 2023,
    kringloopwijzerStatus: 1,
    melkGevoerdAanKalveren: null,
    maanden: [
      {
        naam: 'januari',
        leveringen: [
          { leverDatum: '2023-01-02T00:00:00+01:00', afleverTijd: '06:12:00', ubn: 1234567, kg: 3100, vet: 4.4, eiwit: 3.6, fosfor: 98 },
        ],
        totaal: { kg: 3100, vet: 4.4, eiwit: 3.6, ureum: null },
      },
    ],
    totaal: { kg: 3100, vet: 4.4, eiwit: 3.6, ureum: null, fosfor: 98 },
    totaalHandmatig: null,
    totaalOverigeProductie: { kg: null },
  };

  it('accepts the liberal wire form and normalises it', () => {
    const parsed = v.parse(MELK.dataSchema, wire);
    expect(parsed.kringloopwijzerId).toBe(1023);
    expect(parsed.maanden[0]?.leveringen[0]).toEqual({
      leverDatum: '2023-01-02T00:00:00+01:00',
      afleverTijd: '06:12:00',
      ubn: '1234567',
      kg: 3100,
      vet: 4.4,
      eiwit: 3.6,
      ureum: null,
      fosfor: 98,
    });
    expect(parsed.maanden[0]?.totaal.fosfor).toBeNull();
    expect(parsed.totaalHandmatig).toEqual({ kg: null, vet: null, eiwit: null, ureum: null, fosfor: null });
    expect(parsed.totaalZelfZuivel).toEqual({ kg: null, vet: null, eiwit: null, ureum: null, fosfor: null });
  });

  it('defaults absent months to none', () => {
    expect(v.parse(MELK.dataSchema, { ...wire, maanden: null }).maanden).toEqual([]);
  });

  it.each`
    path                               | patch
    ${'kg as text'}                    | ${{ totaal: { kg: '3100' } }}
    ${'year missing'}                  | ${{ kringloopwijzerJaar: undefined }}
    ${'id not numeric'}                | ${{ kringloopwijzerId: 'abc' }}
    ${'pickup without kg'}             | ${{ maanden: [{ naam: 'jan', leveringen: [{ leverDatum: '2023-01-01' }] }] }}
    ${'pickup with a bad time'}        | ${{ maanden: [{ naam: 'jan', leveringen: [{ leverDatum: '2023-01-01', afleverTijd: '6 uur', kg: 1 }] }] }}
    ${'months not a list'}             | ${{ maanden: {} }}
  `('rejects $path', ({ patch }) => {
    expect(v.safeParse(MELK.dataSchema, { ...wire, ...patch }).success).toBe(false);
  });
});

describe('MELK.saveSchema: what a save may send', () => {
  const totaal = { kg: 1_000, vet: 4.4, eiwit: 3.5, ureum: 20, fosfor: 98 };
  const body = {
    kringloopwijzerId: 1023,
    gebruikHandmatigeMelkRegistratie: true,
    totaalHandmatig: totaal,
    totaalZelfZuivel: { ...totaal, kg: null },
    melkGevoerdAanKalveren: null,
    totaalOverigeProductie: { kg: 12 },
  };

  it('takes the form, an empty value as null', () => {
    expect(v.safeParse(MELK.saveSchema, body).success).toBe(true);
  });

  // The data's schema reads these as empty or off; a save read that way would erase what is stored.
  it.each`
    field
    ${'gebruikHandmatigeMelkRegistratie'}
    ${'totaalHandmatig'}
    ${'totaalZelfZuivel'}
    ${'melkGevoerdAanKalveren'}
    ${'totaalOverigeProductie'}
  `('refuses a save without $field, and with $field null unless a value may be empty', ({ field }) => {
    expect(v.safeParse(MELK.saveSchema, { ...body, [field as string]: undefined }).success).toBe(false);
    expect(v.safeParse(MELK.saveSchema, { ...body, [field as string]: null }).success).toBe(field === 'melkGevoerdAanKalveren');
  });
});
