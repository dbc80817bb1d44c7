/** @jest-environment node */
import { isReadOnly, readOnlyReason } from './read-only';
import { testCallContext } from './test-support/call-context';

const ctx = testCallContext;

describe('isReadOnly (docs/PRODUCT.md section 4)', () => {
  it.each([null, undefined])('is read-only while the call context is %p', (value) => {
    expect(isReadOnly(value)).toBe(true);
  });

  // status, deelnemer, volmacht, authorized -> read-only
  it.each`
    status  | deelnemer | volmacht | authorized | readOnly
    ${0}    | ${false}  | ${false} | ${false}   | ${true}
    ${0}    | ${true}   | ${false} | ${false}   | ${false}
    ${1}    | ${false}  | ${false} | ${false}   | ${true}
    ${1}    | ${true}   | ${false} | ${false}   | ${false}
    ${1}    | ${false}  | ${true}  | ${false}   | ${false}
    ${1}    | ${false}  | ${false} | ${true}    | ${false}
    ${1}    | ${true}   | ${true}  | ${true}    | ${false}
    ${2}    | ${false}  | ${false} | ${false}   | ${true}
    ${2}    | ${true}   | ${false} | ${false}   | ${true}
    ${2}    | ${false}  | ${true}  | ${false}   | ${true}
    ${2}    | ${false}  | ${false} | ${true}    | ${true}
    ${2}    | ${true}   | ${true}  | ${true}    | ${true}
    ${3}    | ${true}   | ${true}  | ${true}    | ${true}
    ${null} | ${true}   | ${true}  | ${true}    | ${true}
  `(
    'status $status, deelnemer $deelnemer, volmacht $volmacht, authorized $authorized -> $readOnly',
    ({ status, deelnemer, volmacht, authorized, readOnly }) => {
      const context = ctx({
        kringloopwijzerStatusId: status,
        gebruikerIsDeelnemer: deelnemer,
        volmacht,
        gebruikerIsAuthorized: authorized,
      });
      expect(isReadOnly(context)).toBe(readOnly);
    },
  );

  it.each`
    flag                          | readOnly
    ${'gebruikerIsSBMedewerker'}  | ${true}
    ${'gebruikerIsDemoGebruiker'} | ${true}
  `('an open year with only $flag is read-only', ({ flag, readOnly }) => {
    expect(isReadOnly(ctx({ [flag as string]: true }))).toBe(readOnly);
  });
});

describe('readOnlyReason: why, as the screen tells the user', () => {
  it.each`
    context                                                              | reason
    ${null}                                                              | ${'unknown'}
    ${ctx({ kringloopwijzerStatusId: 2, gebruikerIsDeelnemer: true })}   | ${'closed'}
    ${ctx({ kringloopwijzerStatusId: null, gebruikerIsDeelnemer: true })} | ${'unknown'}
    ${ctx({ kringloopwijzerStatusId: 1, gebruikerIsSBMedewerker: true })} | ${'no-rights'}
    ${ctx({ kringloopwijzerStatusId: 1, volmacht: true })}               | ${null}
  `('$reason', ({ context, reason }) => {
    expect(readOnlyReason(context)).toBe(reason);
    expect(isReadOnly(context)).toBe(reason !== null);
  });
});
