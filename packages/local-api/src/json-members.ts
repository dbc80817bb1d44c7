// The members of a JSON object body, found while the body streams in and without building their values, so that a
// reader keeps only the fields a client may send (http.ts readBody) and parses only those. The rest (a save's
// deliveries, up to the body limit) costs a scan of its bytes, spread over the chunks as they arrive, instead of
// JSON.parse building every object of it at once when the body ends (20 bodies of 1 MB held the event loop
// for 1.5 s). The scan looks at single bytes only: the characters that give JSON its structure are ASCII, and UTF-8
// never uses an ASCII byte inside a longer character.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COLON = 0x3a;
const COMMA = 0x2c;

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

/** One member of the object: where its key (with quotes) and its value lie in the body. */
interface Member {
  keyStart: number;
  keyEnd: number;
  valueStart: number;
  valueEnd: number;
  /** For a value that is an array: how many elements it holds. */
  elements?: number;
}

/** What the body turned out to be. */
export type ScannedBody =
  | { kind: 'empty' }
  /** Not an object (an array, a number, not JSON at all): the caller parses it whole, to refuse it. */
  | { kind: 'other' }
  | { kind: 'invalid' }
  | {
      kind: 'object';
      read: (keep: ReadonlySet<string>) => Record<string, unknown> | null;
      /** The name of every member, in order (to name a member sent under another spelling); null when one is no JSON. */
      keys: () => string[] | null;
      /**
       * How many elements the array value of a member named in `names` holds, unparsed: the most of any member of
       * that name, so that a list over its cap is refused under a duplicate name too.
       */
      arrayLengths: (names: ReadonlySet<string>) => Map<string, number>;
    };

/** Scans the bytes of one body, chunk by chunk (`push`), then says what it was (`end`). */
export class JsonMemberScanner {
  private position = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private started = false;
  private other = false;
  private done = false;
  private broken = false;
  private expectKey = false;
  private current: Partial<Member> = {};
  private readonly members: Member[] = [];

  push(chunk: Buffer): void {
    if (this.other || this.broken) return;
    // Locals in the loop: it runs once per byte of up to a megabyte.
    let { depth, inString, escaped } = this;
    const base = this.position;
    this.position += chunk.length;
    // The next backslash of the chunk at or after `index` (-1: none left), looked up only once it has been passed.
    let backslash = -2;
    for (let index = 0; index < chunk.length; index += 1) {
      if (inString) {
        if (escaped) {
          escaped = false;
          continue;
        }
        // Jump to the string's next quote or backslash.
        const quote = chunk.indexOf(QUOTE, index);
        if (backslash !== -1 && backslash < index) backslash = chunk.indexOf(BACKSLASH, index);
        if (quote < 0 && backslash < 0) break;
        if (backslash >= 0 && (quote < 0 || backslash < quote)) {
          index = backslash;
          escaped = true;
          continue;
        }
        index = quote;
        inString = false;
        if (depth === 1 && this.current.keyStart !== undefined && this.current.keyEnd === undefined) this.current.keyEnd = base + index + 1;
        continue;
      }
      const byte = chunk[index]!;
      if (depth > 1) {
        // Within a value that is being skipped: only strings and nesting count, and the elements of an array value
        // (a comma between two; the first byte of the first), so a list over its cap is refused unparsed.
        if (depth === 2 && this.current.elements !== undefined) {
          if (byte === COMMA) this.current.elements += 1;
          else if (this.current.elements === 0 && byte !== CLOSE_ARRAY && !isSpace(byte)) this.current.elements = 1;
        }
        if (byte === QUOTE) inString = true;
        else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) depth += 1;
        else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) depth -= 1;
        continue;
      }
      if (isSpace(byte)) continue;
      const at = base + index;
      if (this.done) {
        this.broken = true;
        break;
      }
      if (!this.started) {
        this.started = true;
        if (byte !== OPEN_OBJECT) {
          this.other = true;
          break;
        }
        depth = 1;
        this.expectKey = true;
        continue;
      }
      if (byte === QUOTE) {
        inString = true;
        if (this.expectKey) {
          this.current = { keyStart: at };
          this.expectKey = false;
        }
      } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
        depth += 1;
        if (byte === OPEN_ARRAY) this.current.elements = 0;
      } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
        // `{}` has no member; `{"a":1,}` ends in a comma JSON does not allow.
        if (this.current.keyStart !== undefined) this.endMember(at);
        else if (this.members.length > 0) this.broken = true;
        depth = 0;
        this.done = true;
      } else if (byte === COLON) {
        this.current.valueStart = at + 1;
      } else if (byte === COMMA) {
        if (!this.endMember(at)) {
          this.broken = true;
          break;
        }
        this.expectKey = true;
      }
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
  }

  /** Ends the member under way at `at`; false when there is none (a comma without a member before it). */
  private endMember(at: number): boolean {
    const { keyStart, keyEnd, valueStart, elements } = this.current;
    this.current = {};
    if (keyStart === undefined) return false;
    if (keyEnd === undefined || valueStart === undefined) {
      this.broken = true;
      return false;
    }
    this.members.push({ keyStart, keyEnd, valueStart, valueEnd: at, ...(elements === undefined ? {} : { elements }) });
    return true;
  }

  /** The scan of the whole body (`body`: its bytes, as pushed). */
  end(body: Buffer): ScannedBody {
    if (!this.started) return { kind: 'empty' };
    if (this.other) return { kind: 'other' };
    if (this.broken || !this.done || this.inString) return { kind: 'invalid' };
    const members = this.members;
    const keyOf = (member: Member): unknown => JSON.parse(body.toString('utf8', member.keyStart, member.keyEnd));
    return {
      kind: 'object',
      keys: () => {
        try {
          return members.map((member) => String(keyOf(member)));
        } catch {
          return null;
        }
      },
      arrayLengths: (names) => {
        const lengths = new Map<string, number>();
        for (const member of members) {
          if (member.elements === undefined) continue;
          let key: unknown;
          try {
            key = keyOf(member);
          } catch {
            continue;
          }
          if (typeof key === 'string' && names.has(key)) lengths.set(key, Math.max(member.elements, lengths.get(key) ?? 0));
        }
        return lengths;
      },
      read: (keep) => {
        const result: Record<string, unknown> = {};
        try {
          // The last member of a name is its value (as JSON.parse takes it); one before it is never built.
          const last = new Map<string, Member>();
          for (const member of members) {
            const key = keyOf(member);
            if (typeof key === 'string' && keep.has(key)) last.set(key, member);
          }
          for (const [key, member] of last) {
            Object.defineProperty(result, key, {
              value: JSON.parse(body.toString('utf8', member.valueStart, member.valueEnd)) as unknown,
              enumerable: true,
              writable: true,
              configurable: true,
            });
          }
        } catch {
          return null;
        }
        return result;
      },
    };
  }
}
