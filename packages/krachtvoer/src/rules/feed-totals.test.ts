import type { HandmatigeVoerLevering, VoerLevering } from '../declaration';
import { feedTotals } from './feed-totals';

const delivery = (kg: number | null, re: number | null, p: number | null): VoerLevering => ({
  leverDatum: '2024-01-12',
  leverancier: 'ForFarmers',
  product: 'Brok',
  kg,
  re,
  p,
});
const row = (kg: number | null, re: number | null, p: number | null): HandmatigeVoerLevering => ({ product: 'Eigen', kg, re, p });

describe('the totals of feed', () => {
  it('sums the deliveries, the rows added by hand and both, a missing kg as 0, RE and Fosfor weighted by kg', () => {
    const totals = feedTotals([delivery(1_000, 200, 5), delivery(null, 180, 4)], [row(3_000, 100, 3), row(null, null, null)]);
    expect(totals.automatisch).toEqual({ kg: 1_000, re: 200, p: 5 });
    expect(totals.handmatig).toEqual({ kg: 3_000, re: 100, p: 3 });
    // (1.000 x 200 + 3.000 x 100) / 4.000 = 125; (1.000 x 5 + 3.000 x 3) / 4.000 = 3,5.
    expect(totals.alles).toEqual({ kg: 4_000, re: 125, p: 3.5 });
    expect(totals.zonderHoeveelheid).toBe(1);
  });

  it('has no total of a part the year does not have', () => {
    const totals = feedTotals([], [row(500, null, 4)]);
    expect(totals.automatisch).toBeNull();
    expect(totals.handmatig).toEqual({ kg: 500, re: null, p: 4 });
    expect(totals.alles).toEqual({ kg: 500, re: null, p: 4 });
    expect(feedTotals([delivery(10, 1, 1)], []).handmatig).toBeNull();
  });
});
