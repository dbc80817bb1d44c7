import { formatDateOrNvt, formatFigureOrNvt } from './format';

describe('formatting', () => {
  it('formats figures in nl-NL with fixed decimals and thousands dots', () => {
    expect(formatFigureOrNvt(1234567, 0)).toBe('1.234.567');
    expect(formatFigureOrNvt(4.5, 2)).toBe('4,50');
    expect(formatFigureOrNvt(4.456, 2)).toBe('4,46');
  });

  it("shows 'NVT' for an absent figure or date", () => {
    expect(formatFigureOrNvt(null, 0)).toBe('NVT');
    expect(formatFigureOrNvt(15000000, 0)).toBe('15.000.000');
    expect(formatDateOrNvt(null)).toBe('NVT');
    expect(formatDateOrNvt('2023-12-31T06:15:00')).toBe('31-12-2023');
  });
});
