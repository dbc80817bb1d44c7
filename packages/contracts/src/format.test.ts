/** @jest-environment node */
import { formatDate, formatNumber, formatTime, roundTo } from './format';

describe('roundTo', () => {
  it.each`
    value       | decimals | expected
    ${1.005}    | ${2}     | ${1.01}
    ${4.445}    | ${2}     | ${4.45}
    ${4.444}    | ${2}     | ${4.44}
    ${2.5}      | ${0}     | ${3}
    ${-2.5}     | ${0}     | ${-3}
    ${-0.4}     | ${0}     | ${0}
    ${9300.49}  | ${0}     | ${9300}
    ${9300.5}   | ${0}     | ${9301}
    ${19.5}     | ${0}     | ${20}
    ${0.1 + 0.2} | ${2}    | ${0.3}
    ${1e-7}     | ${2}     | ${0}
    ${123}      | ${2}     | ${123}
  `('roundTo($value, $decimals) = $expected', ({ value, decimals, expected }) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });
});

describe('formatNumber (nl-NL)', () => {
  it.each`
    value         | decimals     | expected
    ${15_000_000} | ${0}         | ${'15.000.000'}
    ${15_000_000} | ${undefined} | ${'15.000.000'}
    ${1050905}    | ${0}         | ${'1.050.905'}
    ${4.451}      | ${2}         | ${'4,45'}
    ${4.455}      | ${2}         | ${'4,46'}
    ${4.4}        | ${2}         | ${'4,40'}
    ${3}          | ${2}         | ${'3,00'}
    ${1234.5}     | ${2}         | ${'1.234,50'}
    ${97.6}       | ${0}         | ${'98'}
    ${0}          | ${0}         | ${'0'}
    ${7.5}        | ${undefined} | ${'7,5'}
    ${null}       | ${0}         | ${''}
    ${undefined}  | ${2}         | ${''}
    ${Number.NaN} | ${0}         | ${''}
  `('formatNumber($value, $decimals) = "$expected"', ({ value, decimals, expected }) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });
});

describe('formatDate', () => {
  it.each`
    iso                              | expected
    ${'2023-01-03'}                  | ${'03-01-2023'}
    ${'2023-01-03T06:12'}            | ${'03-01-2023'}
    ${'2023-01-03T06:12:00'}         | ${'03-01-2023'}
    ${'2023-01-03T06:12:00.0000000'} | ${'03-01-2023'}
    ${'2023-01-03 06:12:00'}         | ${'03-01-2023'}
    ${'2023-12-31T23:30:00Z'}        | ${'31-12-2023'}
    ${'2023-12-31T23:30:00+01:00'}   | ${'31-12-2023'}
    ${'2024-01-01T00:30:00-05:00'}   | ${'01-01-2024'}
    ${null}                          | ${''}
    ${undefined}                     | ${''}
    ${''}                            | ${''}
    ${'geen datum'}                  | ${''}
    ${'2023-02-30'}                  | ${''}
    ${'2023-02-29'}                  | ${''}
    ${'2024-02-29'}                  | ${'29-02-2024'}
    ${'2023-13-01'}                  | ${''}
  `('formatDate($iso) = "$expected"', ({ iso, expected }) => {
    expect(formatDate(iso)).toBe(expected);
  });
});

describe('formatTime', () => {
  it.each`
    time                           | expected
    ${'06:12'}                     | ${'06:12'}
    ${'06:12:45'}                  | ${'06:12'}
    ${'06:12:45.1234567'}          | ${'06:12'}
    ${'23:59:59'}                  | ${'23:59'}
    ${'2023-01-03T18:05:00+01:00'} | ${'18:05'}
    ${null}                        | ${''}
    ${''}                          | ${''}
    ${'25:00'}                     | ${''}
  `('formatTime($time) = "$expected"', ({ time, expected }) => {
    expect(formatTime(time)).toBe(expected);
  });
});
