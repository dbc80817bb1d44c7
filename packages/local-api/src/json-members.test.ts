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

/** Scans `text` in chunks of `size` bytes: the element counts of the array members named in `names`, and every name. */
function counted(text: string, names: string[], size: number): { lengths: Record<string, number>; keys: string[] | null } | string {
  const body = Buffer.from(text, 'utf8');
  const scanner = new JsonMemberScanner();
  for (let start = 0; start < body.length; start += size) scanner.push(body.subarray(start, start + size));
  const scanned = scanner.end(body);
  if (scanned.kind !== 'object') return scanned.kind;
  return { lengths: Object.fromEntries(scanned.arrayLengths(new Set(names))), keys: scanned.keys() };
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

  it('builds only the last member of a name, as JSON.parse keeps it: one before it is not parsed', () => {
    expect(scan('{"a":[tru],"b":1,"a":[2]}', ['a', 'b'])).toEqual({ a: [2], b: 1 });
  });

  it('a kept member that is no JSON makes the body unreadable (null); a dropped one is not parsed', () => {
    expect(scan('{"a":tru,"b":1}', ['a'])).toBeNull();
    expect(scan('{"a":tru,"b":1}', ['b'])).toEqual({ b: 1 });
  });

  it.each`
    text                                                           | lengths
    ${'{"rows":[]}'}                                               | ${{ rows: 0 }}
    ${'{"rows":[ ]}'}                                              | ${{ rows: 0 }}
    ${'{"rows":[{}]}'}                                             | ${{ rows: 1 }}
    ${'{"rows":[ {} , {} ,{}]}'}                                   | ${{ rows: 3 }}
    ${'{"rows":[["a",1],{"b":[1,2,3]},"x,y",null]}'}               | ${{ rows: 4 }}
    ${JSON.stringify({ rows: ['\\', ',"', ' ]', '[,{'] })}        | ${{ rows: 4 }}
    ${'{"rows":{"a":[1,2]},"other":[1,2,3]}'}                      | ${{}}
    ${'{"rows":[1,2],"rows":[1]}'}                                 | ${{ rows: 2 }}
    ${'{"rows":[1],"rows":[1,2,3]}'}                               | ${{ rows: 3 }}
    ${'{"Rows":[1,2]}'}                                            | ${{}}
  `('counts the elements of $text unparsed, in any chunking', ({ text, lengths }) => {
    for (const size of [1, 2, 5, 10_000]) expect(counted(text as string, ['rows'], size)).toMatchObject({ lengths });
  });

  it('counts 340,000 elements of a body under 1 MB', () => {
    const text = `{"kringloopwijzerId":1023,"rows":[${'{},'.repeat(339_999)}{}]}`;
    expect(counted(text, ['rows'], 65_536)).toMatchObject({ lengths: { rows: 340_000 } });
  });

  it('names every member, to say which one was sent under another spelling', () => {
    expect(counted('{"Rows":[1],"kringloopwijzerId":1,"r\\u006fws":2}', [], 3)).toEqual({ lengths: {}, keys: ['Rows', 'kringloopwijzerId', 'rows'] });
  });
});
