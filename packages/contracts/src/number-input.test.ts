/** @jest-environment node */
import { clamp, isNumberInputText, readNumberInput, withoutUnit } from './number-input';

describe('readNumberInput: what a typed text means', () => {
  it.each`
    text             | decimals | value
    ${'4,45'}        | ${2}     | ${4.45}
    ${'4.45'}        | ${2}     | ${4.45}
    ${'4,4'}         | ${2}     | ${4.4}
    ${'4,'}          | ${2}     | ${4}
    ${'4.'}          | ${2}     | ${4}
    ${',5'}          | ${2}     | ${0.5}
    ${'.5'}          | ${2}     | ${0.5}
    ${'4,456'}       | ${2}     | ${4.456}
    ${'1234567'}     | ${0}     | ${1234567}
    ${'1.234.567'}   | ${0}     | ${1234567}
    ${'1.200'}       | ${0}     | ${1200}
    ${'1.234'}       | ${2}     | ${1234}
    ${'2.000'}       | ${1}     | ${2000}
    ${'1.500'}       | ${1}     | ${1500}
    ${'1.234.567'}   | ${2}     | ${1234567}
    ${'-2.000'}      | ${1}     | ${-2000}
    ${'4.380'}       | ${2}     | ${4380}
    ${'4.38'}        | ${2}     | ${4.38}
    ${'1.5'}         | ${1}     | ${1.5}
    ${'1.2345'}      | ${2}     | ${1.2345}
    ${'0.123'}       | ${2}     | ${0.123}
    ${'.125'}        | ${1}     | ${0.125}
    ${'1.234,5'}     | ${1}     | ${1234.5}
    ${'1,5'}         | ${0}     | ${1.5}
    ${'1,2345'}      | ${0}     | ${1.2345}
    ${'1,234,567'}   | ${0}     | ${1234567}
    ${'1,234'}       | ${2}     | ${1.234}
    ${'1.234.567,5'} | ${1}     | ${1234567.5}
    ${'1,234,567.5'} | ${1}     | ${1234567.5}
    ${'1.234,'}      | ${0}     | ${1234}
    ${'15.000.000'}  | ${0}     | ${15_000_000}
    ${' 1 234 567 '} | ${0}     | ${1234567}
    ${'1\u00a0234'}  | ${0}     | ${1234}
    ${'0'}           | ${0}     | ${0}
    ${'-0'}          | ${0}     | ${0}
    ${'-3,5'}        | ${1}     | ${-3.5}
    ${'007'}         | ${0}     | ${7}
  `('$text with $decimals decimals is $value', ({ text, decimals, value }) => {
    expect(readNumberInput(text, decimals)).toEqual({ kind: 'number', value });
  });

  it.each(['', ' ', '\u00a0'])('%j is empty', (text) => {
    expect(readNumberInput(text, 0)).toEqual({ kind: 'empty' });
  });

  it.each([
    'abc',
    '1e5',
    '12kg',
    '4,4,5',
    '1,2,3',
    '1.2.3',
    '1.23.456',
    '01.234.567',
    '1.234,5.6',
    '1,2.3',
    '-',
    ',',
    '.',
    '--1',
    '1-',
    'Infinity',
  ])('%j is unreadable, never another number', (text) => {
    expect(readNumberInput(text, 2)).toEqual({ kind: 'unreadable' });
  });

  it.each(['1234.567', '-1234.567'])('%j in a field with decimals could be read two ways: unreadable', (text) => {
    expect(readNumberInput(text, 2)).toEqual({ kind: 'unreadable' });
  });

  it.each(['12.5', '60.0000000', '1.23', '1,234', '-1,234', '1.234,5.6', '0.123'])(
    '%j in a whole-number field could be read two ways: unreadable',
    (text) => {
      expect(readNumberInput(text, 0)).toEqual({ kind: 'unreadable' });
    },
  );
});

describe('isNumberInputText: what the keyboard may put in', () => {
  it.each(['4', ',', '.', '-', ' ', '1.234,5', ''])('%j is accepted', (text) => {
    expect(isNumberInputText(text)).toBe(true);
  });
  it.each(['e', 'E', 'a', '+', '%', '4e'])('%j is refused', (text) => {
    expect(isNumberInputText(text)).toBe(false);
  });
});

describe("withoutUnit: a pasted figure with the field's own unit", () => {
  it.each`
    text                 | unit             | expected
    ${'8.000 kg'}        | ${'kg'}          | ${'8.000'}
    ${'8.000kg'}         | ${'kg'}          | ${'8.000'}
    ${' 8.000 KG\t'}     | ${'kg'}          | ${'8.000'}
    ${'4,5%'}            | ${'%'}           | ${'4,5'}
    ${'4,5 %'}           | ${'%'}           | ${'4,5'}
    ${'21 mg / 100 ml'}  | ${'mg / 100 ml'} | ${'21'}
    ${'21 mg/100ml'}     | ${'mg / 100 ml'} | ${'21'}
    ${'98 mg / 100 g'}   | ${'mg / 100 g'}  | ${'98'}
    ${'8.000 kg'}        | ${'%'}           | ${'8.000 kg'}
    ${'21 mg / 100 ml'}  | ${'mg / 100 g'}  | ${'21 mg / 100 ml'}
    ${'kg'}              | ${'kg'}          | ${'kg'}
    ${'1.200'}           | ${'kg'}          | ${'1.200'}
    ${'€ 1.200'}         | ${'kg'}          | ${'€ 1.200'}
    ${' 12 '}            | ${undefined}     | ${'12'}
  `('$text with unit $unit -> $expected', ({ text, unit, expected }) => {
    expect(withoutUnit(text, unit)).toBe(expected);
  });
});

describe('clamp', () => {
  it.each`
    value | min          | max          | expected
    ${1}  | ${2}         | ${8}         | ${2}
    ${9}  | ${2}         | ${8}         | ${8}
    ${5}  | ${2}         | ${8}         | ${5}
    ${0}  | ${0}         | ${8}         | ${0}
    ${-5} | ${undefined} | ${8}         | ${-5}
    ${50} | ${0}         | ${undefined} | ${50}
  `('clamp($value, $min, $max) = $expected', ({ value, min, max, expected }) => {
    expect(clamp(value, min, max)).toBe(expected);
  });
});
