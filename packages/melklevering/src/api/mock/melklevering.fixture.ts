import { computeTotals } from '../../rules/totals';
import type { Levering, Maand } from '../../rules/melk-data';
import type { MelkLeveringData } from '../../declaration';

const MOCK_UBN = '1234567';

// Named as the API names them (the local API's MAAND_NAMEN): lower case.
const MAANDEN = ['januari', 'februari', 'maart', 'april'];

/** A small deterministic generator, so the fixture looks varied but every page load shows the same data. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * A herd of about 110 cows whose milk is picked up every third day: four months of pickups of 9,000 to
 * 11,500 kg with the usual contents (fat 4.2-4.7 %, protein 3.4-3.7 %, urea 18-28, phosphorus 92-104).
 */
function maanden(jaar: number): Maand[] {
  const random = seeded(jaar);
  return MAANDEN.map((naam, index) => {
    const month = index + 1;
    const daysInMonth = new Date(Date.UTC(jaar, month, 0)).getUTCDate();
    const leveringen: Levering[] = [];
    for (let day = 2; day <= daysInMonth; day += 3) {
      leveringen.push({
        leverDatum: `${jaar}-${pad(month)}-${pad(day)}T00:00:00`,
        afleverTijd: `${pad(5 + Math.floor(random() * 4))}:${pad(Math.floor(random() * 12) * 5)}:00`,
        ubn: MOCK_UBN,
        kg: Math.round(9_000 + random() * 2_500),
        vet: round(4.2 + random() * 0.5, 2),
        eiwit: round(3.4 + random() * 0.3, 2),
        ureum: Math.round(18 + random() * 10),
        fosfor: Math.round(92 + random() * 12),
      });
    }
    return { naam, leveringen, totaal: { kg: null, vet: null, eiwit: null, ureum: null, fosfor: null } };
  });
}

/** GetMelkLeveringGegevens in mock mode: automatic deliveries, manual registration off, an open year. */
export function melkLeveringFixture(klwId: number, jaar: number): MelkLeveringData {
  const { maanden: metTotalen, totaal } = computeTotals(maanden(jaar));
  const laatste = metTotalen.at(-1)?.leveringen.at(-1)?.leverDatum ?? null;
  return {
    aantalMelkkoeien: 112,
    datumLaatsteLevering: laatste,
    gebruikHandmatigeMelkRegistratie: false,
    isAuthorized: true,
    kringloopwijzerId: klwId,
    kringloopwijzerJaar: jaar,
    kringloopwijzerStatus: 1,
    melkGevoerdAanKalveren: 24_500,
    maanden: metTotalen,
    totaal,
    totaalHandmatig: { ...totaal },
    totaalZelfZuivel: { kg: 1_200, vet: 4.4, eiwit: 3.5, ureum: 22, fosfor: 97 },
    totaalOverigeProductie: { kg: 850 },
  };
}
