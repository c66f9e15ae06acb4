/**
 * JavaScript regular expressions (Zod's `.regex()` and format patterns) rewritten for the Pact verifier.
 * The verifier in pact-core matches `regex` rules with Oniguruma (Ruby syntax) against the WHOLE value,
 * which differs from `RegExp.test` (a search): `^`/`$` are line anchors there, `.` matches `\r`, and
 * `\d`/`\w` match any Unicode digit or letter. The rewrite keeps JavaScript's meaning: `\A`/`\z` anchors,
 * explicit classes, and a `[\s\S]*?(...)[\s\S]*` frame around a pattern that was not anchored.
 * What cannot be rewritten safely answers `undefined` (the caller falls back to a type matcher).
 * Kept as is, with a tiny difference: `\s` (Unicode White_Space there) and `\b` (Unicode word characters).
 */

const LINE_END = '\\n\\r\\x{2028}\\x{2029}';
const DIGIT = '0-9';
const WORD = '0-9A-Za-z_';
/** Characters that mean something to Oniguruma, in or out of a class (`[` nests there, `&&` intersects). */
const META = /[\\^$.|?*+()[\]{}\-&~]/;
const literal = (ch: string) => (META.test(ch) ? `\\${ch}` : ch);

class Unsupported extends Error {}

const hex = (code: number) => `\\x{${code.toString(16)}}`;

/** One JavaScript pattern, read left to right. Throws Unsupported for what has no safe rewrite. */
class Scanner {
  private i = 0;
  private out = '';
  private depth = 0;
  private groups = 0;
  private named = 0;
  private readonly backrefs: number[] = [];
  private topLevelAlternation = false;
  private endsWithEndAnchor = false;
  /** Set by `escape` when what it read stands for a class (`\\d`, `\\p{L}`), not one character. */
  private escapedClass = false;
  /** Depths of the open lookbehinds: Oniguruma refuses unbounded repeats inside them. */
  private readonly lookbehinds: number[] = [];
  private readonly flags: { i: boolean; m: boolean; s: boolean; u: boolean };

  constructor(
    private readonly src: string,
    flags: string,
  ) {
    if (flags.includes('v')) throw new Unsupported('the v flag');
    this.flags = {
      i: flags.includes('i'),
      m: flags.includes('m'),
      s: flags.includes('s'),
      u: flags.includes('u'),
    };
  }

  /** The rewrite; `anchored` when `^...$` wrapped it all (then left out of `body`, a whole-value match). */
  scan(): { body: string; anchored: boolean } {
    const { src } = this;
    const startsAnchored = src.startsWith('^') && !this.flags.m;
    while (this.i < src.length) {
      this.endsWithEndAnchor = false;
      this.token();
    }
    if (this.backrefs.some((n) => n > this.groups) || (this.named > 0 && this.backrefs.length > 0))
      throw new Unsupported('numbered back-reference (octal escape, or mixed with named groups)');
    const anchored = startsAnchored && this.endsWithEndAnchor && !this.topLevelAlternation;
    const body = anchored ? this.out.slice(2, -2) : this.out;
    return { body: this.flags.i ? `(?i:${body})` : body, anchored };
  }

  private token(): void {
    const c = this.src[this.i++] as string;
    switch (c) {
      case '\\':
        this.out += this.escape(false);
        return;
      case '[':
        this.out += this.charClass();
        return;
      case '(':
        this.openGroup();
        return;
      case ')':
        if (this.lookbehinds.at(-1) === this.depth) this.lookbehinds.pop();
        this.depth--;
        this.out += ')';
        return;
      case '|':
        if (this.depth === 0) this.topLevelAlternation = true;
        this.out += '|';
        return;
      case '.':
        this.out += this.flags.s ? '[\\s\\S]' : `[^${LINE_END}]`;
        return;
      case '^':
        this.out += this.flags.m ? `(?<![^${LINE_END}])` : '\\A';
        return;
      case '$':
        this.out += this.flags.m ? `(?![^${LINE_END}])` : '\\z';
        this.endsWithEndAnchor = this.depth === 0 && !this.flags.m;
        return;
      case '*':
      case '+':
        this.repeat(c, true);
        return;
      case '{': {
        const quantifier = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.i - 1));
        if (!quantifier) {
          this.out += '\\{'; // JavaScript reads a `{` that starts no quantifier as a literal
          return;
        }
        this.i += quantifier[0].length - 1;
        this.repeat(quantifier[0], quantifier[2] !== undefined && quantifier[3] === '');
        return;
      }
      case '}':
      case ']':
        this.out += `\\${c}`;
        return;
      default:
        this.out += c;
    }
  }

  private repeat(quantifier: string, unbounded: boolean): void {
    if (unbounded && this.lookbehinds.length > 0) throw new Unsupported('unbounded repeat in a lookbehind');
    this.out += quantifier;
  }

  private openGroup(): void {
    const rest = this.src.slice(this.i);
    this.depth++;
    const special = /^\?(:|=|!|<=|<!|<([A-Za-z_][A-Za-z0-9_]*)>)/.exec(rest);
    if (rest.startsWith('?') && !special) throw new Unsupported('group modifier');
    const captures = !special || special[2] !== undefined;
    if (captures && this.lookbehinds.length > 0) throw new Unsupported('capture in a lookbehind');
    if (!special) {
      this.groups++;
      this.out += '(';
      return;
    }
    if (special[2]) this.named++;
    if (special[1] === '<=' || special[1] === '<!') this.lookbehinds.push(this.depth);
    this.i += special[0].length;
    this.out += `(${special[0]}`;
  }

  /** An escape after `\`; inside a class it must stand for one character or a class. */
  private escape(inClass: boolean): string {
    const c = this.src[this.i++];
    if (c === undefined) throw new Unsupported('trailing backslash');
    const next = this.src.slice(this.i);
    this.escapedClass = 'dDwWsSpP'.includes(c) && (this.flags.u || !'pP'.includes(c));
    switch (c) {
      case 'd':
        return inClass ? DIGIT : `[${DIGIT}]`;
      case 'D':
        return `[^${DIGIT}]`;
      case 'w':
        return inClass ? WORD : `[${WORD}]`;
      case 'W':
        return `[^${WORD}]`;
      case 's':
      case 'S':
      case 'n':
      case 'r':
      case 't':
      case 'f':
        return `\\${c}`;
      case 'v':
        return '\\x{b}';
      case 'b':
        return inClass ? '\\x{8}' : '\\b';
      case 'B':
        return inClass ? 'B' : '\\B';
      case 'c': {
        const letter = /^[A-Za-z]/.exec(next)?.[0];
        if (!letter) throw new Unsupported('\\c without a letter');
        this.i++;
        return hex(letter.charCodeAt(0) % 32);
      }
      case 'x': {
        const digits = /^[0-9A-Fa-f]{2}/.exec(next)?.[0];
        if (!digits) return 'x';
        this.i += 2;
        return hex(Number.parseInt(digits, 16));
      }
      case 'u':
        return this.unicodeEscape(next);
      case 'p':
      case 'P':
        return this.property(c, next);
      case 'k': {
        const name = /^<([A-Za-z_][A-Za-z0-9_]*)>/.exec(next);
        if (!name || inClass) throw new Unsupported('\\k without a group name');
        this.i += name[0].length;
        return `\\k${name[0]}`;
      }
      case '0':
        if (/^\d/.test(next)) throw new Unsupported('octal escape');
        return hex(0);
    }
    if (/[1-9]/.test(c)) {
      if (inClass) throw new Unsupported('octal escape in a class');
      const digits = c + (/^\d*/.exec(next)?.[0] ?? '');
      this.i += digits.length - 1;
      this.backrefs.push(Number(digits));
      return `\\${digits}`;
    }
    // An identity escape (without the u flag): `\a` is a plain `a` in JavaScript, a bell in Oniguruma.
    return literal(c);
  }

  private unicodeEscape(next: string): string {
    const braced = this.flags.u ? /^\{([0-9A-Fa-f]{1,6})\}/.exec(next) : null;
    if (braced) {
      this.i += braced[0].length;
      return hex(Number.parseInt(braced[1] as string, 16));
    }
    const four = /^[0-9A-Fa-f]{4}/.exec(next)?.[0];
    if (!four) return 'u';
    this.i += 4;
    const code = Number.parseInt(four, 16);
    if (code < 0xd800 || code > 0xdfff) return hex(code);
    const low = /^\\u(d[c-f][0-9a-f]{2})/i.exec(this.src.slice(this.i));
    if (code > 0xdbff || !low) throw new Unsupported('lone surrogate');
    this.i += 6;
    return hex(String.fromCharCode(code, Number.parseInt(low[1] as string, 16)).codePointAt(0) as number);
  }

  private property(c: string, next: string): string {
    if (!this.flags.u) return c;
    const name = /^\{([A-Za-z_]+)(?:=([A-Za-z_]+))?\}/.exec(next);
    if (!name) throw new Unsupported('unicode property');
    const [, key, value] = name;
    // Oniguruma knows general categories and scripts by bare name; script extensions it does not.
    if (value && !['General_Category', 'gc', 'Script', 'sc'].includes(key as string))
      throw new Unsupported(`unicode property ${key}`);
    this.i += name[0].length;
    return `\\${c}{${value ?? key}}`;
  }

  /** A class: single characters escaped for Oniguruma, a `-` that forms no range written `\-`. */
  private charClass(): string {
    const { src } = this;
    if (src.startsWith('^]', this.i)) {
      this.i += 2;
      return '[\\s\\S]';
    }
    if (src[this.i] === ']') throw new Unsupported('empty class');
    let out = '[';
    if (src[this.i] === '^') {
      out += '^';
      this.i++;
    }
    type Atom = { text: string; single: boolean };
    const atoms: Atom[] = [];
    while (src[this.i] !== ']') {
      const c = src[this.i++];
      if (c === undefined) throw new Unsupported('unterminated class');
      if (c === '\\') {
        const text = this.escape(true);
        atoms.push({ text, single: !this.escapedClass });
      } else atoms.push({ text: c === '-' ? '-' : literal(c), single: c !== '-' });
    }
    this.i++;
    for (let k = 0; k < atoms.length; k++) {
      const [from, dash, to] = [atoms[k], atoms[k + 1], atoms[k + 2]] as Atom[];
      if (from?.single && dash?.text === '-' && to?.single) {
        out += `${from.text}-${to.text}`;
        k += 2;
      } else out += from?.text === '-' ? '\\-' : from?.text;
    }
    return `${out}]`;
  }
}

/** The pattern's rewrite as a whole-value body, or undefined when it has no safe rewrite. */
function wholeValueBody(pattern: RegExp): string | undefined {
  try {
    const { body, anchored } = new Scanner(pattern.source, pattern.flags).scan();
    return anchored ? body : `[\\s\\S]*?(?:${body})[\\s\\S]*`;
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

/**
 * One verifier pattern that a whole value matches exactly when every JavaScript pattern `test`s true on
 * it (several are joined with lookaheads). Patterns without a safe rewrite are dropped (a looser check,
 * never a stricter one); undefined when none is left.
 */
export function verifierPattern(patterns: readonly RegExp[]): string | undefined {
  const bodies = patterns.map(wholeValueBody).filter((b): b is string => b !== undefined);
  const last = bodies.pop();
  if (last === undefined) return undefined;
  return `\\A${bodies.map((b) => `(?=${b}\\z)`).join('')}${last}\\z`;
}

/** A verifier pattern accepting exactly these strings (an enum's values). */
export function alternativesPattern(values: readonly string[]): string {
  const escaped = values.map((v) => [...v].map(literal).join(''));
  return `\\A(?:${escaped.join('|')})\\z`;
}
