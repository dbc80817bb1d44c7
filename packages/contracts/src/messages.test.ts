/** @jest-environment node */
import { maxMessage, maxRowsMessage, minMessage, rangeMessage, requiredMessage, tooManyRowsMessage } from './messages';

describe('Dutch validation texts (docs/PRODUCT.md section 5)', () => {
  it.each`
    text                                      | expected
    ${requiredMessage('Melk')}                | ${'Gelieve Melk in te vullen'}
    ${requiredMessage('Fosfor')}              | ${'Gelieve Fosfor in te vullen'}
    ${minMessage('Overige productie', 1)}     | ${'Overige productie moet minimaal 1 zijn'}
    ${minMessage('Melk', 1500)}               | ${'Melk moet minimaal 1.500 zijn'}
    ${maxMessage('Melk', 15_000_000)}         | ${'Melk mag maximaal 15.000.000 zijn'}
    ${maxMessage('Vet', 7.5)}                 | ${'Vet mag maximaal 7,5 zijn'}
    ${rangeMessage('Melk', 0, 15_000_000)}    | ${'Melk moet tussen 0-15.000.000 liggen'}
    ${rangeMessage('Vet', 2, 8)}              | ${'Vet moet tussen 2-8 liggen'}
    ${rangeMessage('Eiwit', 2, 6)}            | ${'Eiwit moet tussen 2-6 liggen'}
    ${rangeMessage('Ureum', 10, 80)}          | ${'Ureum moet tussen 10-80 liggen'}
    ${rangeMessage('Fosfor', 75, 125)}        | ${'Fosfor moet tussen 75-125 liggen'}
    ${rangeMessage('Melk gevoerd aan kalveren', 1, 15_000_000)} | ${'Melk gevoerd aan kalveren moet tussen 1-15.000.000 liggen'}
    ${tooManyRowsMessage('Handmatige voerleveringen', 2_000)} | ${'Te veel regels: een jaar kan hoogstens 2.000 handmatige voerleveringen bevatten.'}
    ${tooManyRowsMessage('Regels', 500)}      | ${'Te veel regels: een jaar kan hoogstens 500 regels bevatten.'}
    ${maxRowsMessage(2_000)}                  | ${'U kunt hoogstens 2.000 regels toevoegen.'}
    ${maxRowsMessage(50)}                     | ${'U kunt hoogstens 50 regels toevoegen.'}
  `('$expected', ({ text, expected }) => {
    expect(text).toBe(expected);
  });
});
