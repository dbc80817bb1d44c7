import { promises as fs } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { writeAtomically } from '../file-store';

// The stand-in integration's data: the consents a farmer gives suppliers and advisers (participations), the
// mandates and the purposes of use, each approved, not (yet) approved or revoked. One JSON file, written as the
// local API writes its years (docs/adr/001-local-api-storage.md): whole, to a temporary file, fsync, rename.

const CONSENT_KINDS = ['deelname', 'machtiging', 'doel'] as const;
const CONSENT_STATUSES = ['goedgekeurd', 'niet-goedgekeurd', 'ingetrokken'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

const ConsentSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)),
  kind: v.picklist(CONSENT_KINDS),
  naam: v.pipe(v.string(), v.minLength(1)),
  omschrijving: v.string(),
  status: v.picklist(CONSENT_STATUSES),
});
export type Consent = v.InferOutput<typeof ConsentSchema>;

const FORMAT_VERSION = 1;
const FileSchema = v.object({ version: v.literal(FORMAT_VERSION), consents: v.array(ConsentSchema) });

/** What a farmer finds the first time: some of each kind and status, so every page has something to act on. */
const SEED_CONSENTS: readonly Consent[] = [
  { id: 'melkfabriek-noord', kind: 'deelname', naam: 'Zuivelfabriek Noord', omschrijving: 'Melkleveringen en gehalten', status: 'goedgekeurd' },
  { id: 'voerleverancier-de-vries', kind: 'deelname', naam: 'Voerbedrijf De Vries', omschrijving: 'Krachtvoerleveringen', status: 'goedgekeurd' },
  { id: 'adviesbureau-kringloop', kind: 'deelname', naam: 'Adviesbureau Kringloop', omschrijving: 'Kringloopwijzer inzien', status: 'niet-goedgekeurd' },
  { id: 'loonwerker-jansen', kind: 'deelname', naam: 'Loonbedrijf Jansen', omschrijving: 'Mestafvoer', status: 'niet-goedgekeurd' },
  { id: 'bank-agrarisch', kind: 'deelname', naam: 'Agrarische Bank', omschrijving: 'Bedrijfsgegevens voor financiering', status: 'ingetrokken' },
  { id: 'adviseur-bakker', kind: 'machtiging', naam: 'A. Bakker (adviseur)', omschrijving: 'Mag de kringloopwijzer invullen', status: 'goedgekeurd' },
  { id: 'accountant-smit', kind: 'machtiging', naam: 'Accountantskantoor Smit', omschrijving: 'Mag rapporten inzien', status: 'niet-goedgekeurd' },
  { id: 'doel-duurzaamheid', kind: 'doel', naam: 'Duurzaamheidsprogramma', omschrijving: 'Kringloopcijfers voor de melkprijstoeslag', status: 'goedgekeurd' },
  { id: 'doel-onderzoek', kind: 'doel', naam: 'Wetenschappelijk onderzoek', omschrijving: 'Anonieme bedrijfscijfers', status: 'niet-goedgekeurd' },
];

export type ConsentAction = 'goedkeuren' | 'intrekken';

/** The actions a consent in this status offers: approve what is not approved, revoke what is. */
export function actionsFor(status: ConsentStatus): ConsentAction[] {
  return status === 'goedgekeurd' ? ['intrekken'] : ['goedkeuren'];
}

export class ConsentError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ConsentError';
  }
}

export interface ConsentStore {
  list(): readonly Consent[];
  /** Applies an action; a ConsentError (404, 409) for an unknown consent or an action its status does not offer. */
  act(id: string, action: ConsentAction): Promise<Consent>;
  readonly file: string;
}

/** Opens the store in `<dataDir>/data-integration.json`; the seed until the first action is saved. */
export async function openConsentStore(dataDir: string): Promise<ConsentStore> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'data-integration.json');
  let consents: Consent[] = SEED_CONSENTS.map((consent) => ({ ...consent }));
  let text: string | null = null;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    // Nothing saved yet.
  }
  if (text !== null) {
    const parsed = v.safeParse(FileSchema, JSON.parse(text));
    // Losing the farmer's choices silently is worse than not starting (as the local API's years).
    if (!parsed.success) throw new Error(`${file} does not fit the stand-in's format: ${parsed.issues[0]?.message ?? ''}`);
    consents = parsed.output.consents;
  }
  let queue = Promise.resolve();
  return {
    file,
    list: () => consents,
    act(id, action) {
      const run = queue.then(async () => {
        const consent = consents.find((candidate) => candidate.id === id);
        if (!consent) throw new ConsentError(404, `Er is geen toestemming '${id}'.`);
        if (!actionsFor(consent.status).includes(action)) throw new ConsentError(409, `'${consent.naam}' is al ${consent.status}.`);
        const next = { ...consent, status: action === 'goedkeuren' ? ('goedgekeurd' as const) : ('ingetrokken' as const) };
        const updated = consents.map((candidate) => (candidate.id === id ? next : candidate));
        await writeAtomically(file, JSON.stringify({ version: FORMAT_VERSION, consents: updated }, null, 2));
        consents = updated;
        return next;
      });
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
  };
}
