import { DRAFT_MAX_AGE_MS, melkDraftKey, newMelkDraft } from '@klw/contracts';
import type { MelkLeveringForm } from '@klw/contracts';
import { localDraftStorage } from './draft-storage';

const totaal = { kg: 1000, vet: 4.4, eiwit: 3.5, ureum: 22, fosfor: null };
const form: MelkLeveringForm = {
  gebruikHandmatigeMelkRegistratie: true,
  totaalHandmatig: totaal,
  totaalZelfZuivel: totaal,
  melkGevoerdAanKalveren: 21_470,
  totaalOverigeProductie: { kg: null },
};
const NOW = 1_800_000_000_000;

beforeEach(() => window.localStorage.clear());

describe('localDraftStorage', () => {
  it('keeps a draft per user and per year; another user of the computer never reads it', () => {
    const drafts = localDraftStorage();
    drafts.write(newMelkDraft(1, 1023, form, '"v1"', NOW));
    expect(drafts.read(1, 1023)).toMatchObject({ userId: 1, klwId: 1023, form, basedOn: '"v1"', savedAt: NOW });
    expect(drafts.read(2, 1023)).toBeNull();
    expect(drafts.read(1, 1022)).toBeNull();
    drafts.remove(1, 1023);
    expect(drafts.read(1, 1023)).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it("removes every user's expired and unreadable drafts, and leaves the rest and other keys alone", () => {
    const drafts = localDraftStorage();
    drafts.write(newMelkDraft(1, 1023, form, null, NOW));
    drafts.write(newMelkDraft(2, 3023, form, null, NOW - DRAFT_MAX_AGE_MS - 1));
    window.localStorage.setItem(melkDraftKey(3, 1021), '{kapot');
    window.localStorage.setItem('klw.remoteOverrides', '{}');
    drafts.removeExpired(NOW);
    expect(drafts.read(1, 1023)).not.toBeNull();
    expect(Object.keys(window.localStorage).sort()).toEqual([melkDraftKey(1, 1023), 'klw.remoteOverrides'].sort());
  });

  it('never throws: storage switched off, full or missing only means no draft', () => {
    const broken = {
      get length(): number {
        throw new Error('SecurityError');
      },
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
      key: () => null,
      clear: () => undefined,
    } as Storage;
    for (const drafts of [localDraftStorage(broken), localDraftStorage(null)]) {
      expect(() => drafts.write(newMelkDraft(1, 1023, form, null, NOW))).not.toThrow();
      expect(drafts.read(1, 1023)).toBeNull();
      expect(() => drafts.remove(1, 1023)).not.toThrow();
      expect(() => drafts.removeExpired(NOW)).not.toThrow();
    }
  });
});
