// @ts-check
// What every generated data set of the system is made with: each screen's demo data (its src/demo-data.ts, which the
// local API's demo world asks for) and the benchmark's seed (scripts/bench/seed.mjs), so all are deterministic the same
// way. Plain JavaScript, because the benchmark loads it with plain Node.

/** The months as the API names them in its answers, in order. */
export const MAAND_NAMEN = Object.freeze([
  'januari', 'februari', 'maart', 'april', 'mei', 'juni',
  'juli', 'augustus', 'september', 'oktober', 'november', 'december',
]);

/**
 * mulberry32: a tiny seeded generator of numbers in [0, 1), the same sequence on every machine.
 * @param {number} seed
 * @returns {() => number}
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Two digits, for dates and times: 7 -> '07'.
 * @param {number} n
 */
export function pad2(n) {
  return String(n).padStart(2, '0');
}
