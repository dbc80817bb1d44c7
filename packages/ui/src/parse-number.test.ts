import { clamp, parseDutchNumber } from './parse-number';

describe('parseDutchNumber', () => {
  it.each([
    ['1.234,5', 1234.5],
    ['1.234.567', 1234567],
    ['1.234', 1234],
    ['4,45', 4.45],
    ['4.45', 4.45],
    ['  12 ', 12],
    ['1\u00a0234,5', 1234.5],
    ['-3,5', -3.5],
    ['0', 0],
    [',5', 0.5],
  ])('%j reads as %p', (text, expected) => {
    expect(parseDutchNumber(text)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '1e5', '12kg', '1,2,3', '--1'])('%j is not a number', (text) => {
    expect(parseDutchNumber(text)).toBeNull();
  });
});

describe('clamp', () => {
  it('keeps values within the bounds it has', () => {
    expect(clamp(1, 2, 8)).toBe(2);
    expect(clamp(9, 2, 8)).toBe(8);
    expect(clamp(5, 2, 8)).toBe(5);
    expect(clamp(-5, undefined, 8)).toBe(-5);
    expect(clamp(50, 0, undefined)).toBe(50);
  });
});
