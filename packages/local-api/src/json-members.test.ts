/** @jest-environment node */
import { JsonMemberScanner } from './json-members';

/** Scans `text` in chunks of `size` bytes and reads the members named in `keep`. */
function scan(text: string, keep: string[], size = 3): unknown {
  const body = Buffer.from(text, 'utf8');
  const scanner = new JsonMemberScanner();
  for (let start = 0; start < body.length; start += size) scanner.push(body.subarray(start, start + size));
  const scanned = scanner.end(body);
  return scanned.kind === 'object' ? scanned.read(new Set(keep)) : scanned.kind;
}

describe('JsonMemberScanner', () => {
  it('keeps the named members of an object, whatever lies between them, in any chunking', () => {
    const text = JSON.stringify({
      maanden: [{ naam: 'jan "}]{[', leveringen: [{ kg: 1, tekst: 'a\\"b,c:d' }] }],
      kringloopwijzerId: 1023,
      totaalHandmatig: { kg: 12, vet: null },
      naam: 'Melkveebedrijf De Vrïes ✓',
    });
    for (const size of [1, 2, 7, 64, 10_000]) {
      expect(scan(text, ['kringloopwijzerId', 'totaalHandmatig', 'naam'], size)).toEqual({
        kringloopwijzerId: 1023,
        totaalHandmatig: { kg: 12, vet: null },
        naam: 'Melkveebedrijf De Vrïes ✓',
      });
    }
  });

  it('a later member of the same name wins, as in JSON.parse; an array is kept whole, an empty object is empty', () => {
    expect(scan('{"a":1,"a":[1,{"b":2}]}', ['a'])).toEqual({ a: [1, { b: 2 }] });
    expect(scan(' { } ', ['a'])).toEqual({});
  });

  it.each`
    text                         | kind
    ${''}                        | ${'empty'}
    ${'  \n'}                    | ${'empty'}
    ${'[1,2]'}                   | ${'other'}
    ${'42'}                      | ${'other'}
    ${'melk'}                    | ${'other'}
    ${'{"kringloopwijzerId":'}   | ${'invalid'}
    ${'{"a":1,}'}                | ${'invalid'}
    ${'{"a":1} x'}               | ${'invalid'}
    ${'{"a" 1}'}                 | ${'invalid'}
    ${'{"a":"open}'}             | ${'invalid'}
  `('$text is $kind', ({ text, kind }) => {
    expect(scan(text as string, ['a', 'kringloopwijzerId'])).toBe(kind);
  });

  it('a kept member that is no JSON makes the body unreadable (null); a dropped one is not parsed', () => {
    expect(scan('{"a":tru,"b":1}', ['a'])).toBeNull();
    expect(scan('{"a":tru,"b":1}', ['b'])).toEqual({ b: 1 });
  });
});
