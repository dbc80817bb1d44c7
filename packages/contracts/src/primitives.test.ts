/** @jest-environment node */
import * as v from 'valibot';
import { IdSchema, NullableCodeSchema, NullableIdSchema, NullableNumberSchema, TimeSchema } from './primitives';
import { IsoDateSchema } from './iso-date';

const ok = <S extends v.GenericSchema>(schema: S, input: unknown): unknown => {
  const result = v.safeParse(schema, input);
  return result.success ? result.output : 'INVALID';
};

describe('liberal ids', () => {
  it.each`
    input         | expected
    ${1023}       | ${1023}
    ${'1023'}     | ${1023}
    ${' 42 '}     | ${42}
    ${'-1'}       | ${-1}
    ${1.5}        | ${'INVALID'}
    ${9007199254740991} | ${9007199254740991}
    ${9_007_199_254_740_992} | ${'INVALID'}
    ${'9999999999999999'} | ${'INVALID'}
    ${'12a'}      | ${'INVALID'}
    ${''}         | ${'INVALID'}
    ${null}       | ${'INVALID'}
    ${true}       | ${'INVALID'}
  `('IdSchema($input) -> $expected', ({ input, expected }) => {
    expect(ok(IdSchema, input)).toBe(expected);
  });

  it.each`
    input        | expected
    ${null}      | ${null}
    ${undefined} | ${null}
    ${''}        | ${null}
    ${'7'}       | ${7}
    ${7}         | ${7}
    ${'x'}       | ${'INVALID'}
  `('NullableIdSchema($input) -> $expected', ({ input, expected }) => {
    expect(ok(NullableIdSchema, input)).toBe(expected);
  });
});

describe('strict numbers', () => {
  it.each`
    input        | expected
    ${4.45}      | ${4.45}
    ${0}         | ${0}
    ${null}      | ${null}
    ${undefined} | ${null}
    ${'4.45'}    | ${'INVALID'}
    ${'4,45'}    | ${'INVALID'}
    ${Infinity}  | ${'INVALID'}
    ${NaN}       | ${'INVALID'}
  `('NullableNumberSchema($input) -> $expected', ({ input, expected }) => {
    expect(ok(NullableNumberSchema, input)).toBe(expected);
  });
});

describe('codes (UBN, KvK) as text', () => {
  it.each`
    input        | expected
    ${'0123456'} | ${'0123456'}
    ${1234567}   | ${'1234567'}
    ${null}      | ${null}
    ${undefined} | ${null}
  `('NullableCodeSchema($input) -> $expected', ({ input, expected }) => {
    expect(ok(NullableCodeSchema, input)).toBe(expected);
  });
});

describe('dates and times', () => {
  it.each`
    input                              | valid
    ${'2023-01-03'}                    | ${true}
    ${'2023-01-03T06:12'}              | ${true}
    ${'2023-01-03T06:12:00'}           | ${true}
    ${'2023-01-03T06:12:00.0000000'}   | ${true}
    ${'2023-01-03T06:12:00Z'}          | ${true}
    ${'2023-01-03T06:12:00+01:00'}     | ${true}
    ${'2023-01-03T06:12:00.123+0100'}  | ${true}
    ${'2023-01-03 06:12:00'}           | ${true}
    ${'03-01-2023'}                    | ${false}
    ${'2023-13-01'}                    | ${false}
    ${'2023-02-30'}                    | ${false}
    ${''}                              | ${false}
    ${20230103}                        | ${false}
  `('IsoDateSchema($input) valid: $valid', ({ input, valid }) => {
    expect(v.safeParse(IsoDateSchema, input).success).toBe(valid);
  });

  it('keeps the date as sent', () => {
    expect(v.parse(IsoDateSchema, '2023-01-03T06:12:00Z')).toBe('2023-01-03T06:12:00Z');
  });

  it.each`
    input                  | valid
    ${'06:12'}             | ${true}
    ${'06:12:30'}          | ${true}
    ${'06:12:30.0000000'}  | ${true}
    ${'23:59'}             | ${true}
    ${'6:12'}              | ${false}
    ${'24:00'}             | ${false}
    ${'06:60'}             | ${false}
    ${'0612'}              | ${false}
  `('TimeSchema($input) valid: $valid', ({ input, valid }) => {
    expect(v.safeParse(TimeSchema, input).success).toBe(valid);
  });
});
