/**
 * The text of a short CMS HTML snippet (a benefit line such as '<p>Free returns</p>'), for places that show
 * one line of text. Tags are dropped and the common entities decoded; the result is rendered as text, never
 * as HTML, so nothing in it can run. Content text never throws: a bad reference decodes as the HTML
 * standard says, to U+FFFD.
 */
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

const REPLACEMENT = '\ufffd';
/** The HTML standard reads &#128; to &#159; as windows-1252 (its table; undefined bytes stay as they are). */
const C1_AS_WINDOWS_1252 =
  '\u20ac\x81\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\x8d\u017d\x8f' +
  '\x90\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\x9d\u017e\u0178';

/** A numeric character reference's text (HTML standard, "numeric character reference end state"). */
function numericReference(code: number): string {
  if (!(code > 0 && code <= 0x10ffff) || (code >= 0xd800 && code <= 0xdfff)) return REPLACEMENT;
  if (code >= 0x80 && code <= 0x9f) return C1_AS_WINDOWS_1252[code - 0x80] ?? REPLACEMENT;
  return String.fromCodePoint(code);
}

export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(
      /&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi,
      (match, hex?: string, decimal?: string, name?: string) => {
        // Huge digit strings parse to big numbers or Infinity: out of range, so U+FFFD.
        if (hex !== undefined) return numericReference(Number.parseInt(hex, 16));
        if (decimal !== undefined) return numericReference(Number.parseInt(decimal, 10));
        return ENTITIES[(name ?? '').toLowerCase()] ?? match;
      },
    )
    .replace(/\s+/g, ' ')
    .trim();
}
