// What every generated data set of the local API is made with: the built-in demo world (demo-data.ts) and the
// benchmark's seed (scripts/bench/seed.mjs), so both are deterministic the same way. CommonJS JavaScript without
// imports, because the benchmark loads it with plain Node, beside the TypeScript the local API runs.

/** The months of a GetMelkLeveringGegevens answer, in order, as the API names them. */
const MAAND_NAMEN = Object.freeze([
  'januari', 'februari', 'maart', 'april', 'mei', 'juni',
  'juli', 'augustus', 'september', 'oktober', 'november', 'december',
]);

/** mulberry32: a tiny seeded generator of numbers in [0, 1), the same sequence on every machine. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Two digits, for dates and times: 7 -> '07'. */
function pad2(n) {
  return String(n).padStart(2, '0');
}

module.exports = { MAAND_NAMEN, pad2, seededRandom };
