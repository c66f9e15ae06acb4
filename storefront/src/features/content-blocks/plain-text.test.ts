import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

/** A reference as content may carry it: named (known or not), decimal or hex, ordinary or extreme. */
const codePoint = fc.oneof(
  fc.integer({ min: 0, max: 0x10ffff }),
  fc.integer({ min: 0xd800, max: 0xdfff }),
  fc.integer({ min: 0x80, max: 0x9f }),
  fc.constantFrom(0, 0x10ffff, 0x110000, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER),
  fc.bigInt({ min: 0n, max: 10n ** 400n }),
);
const reference = fc.oneof(
  fc.constantFrom('amp', 'lt', 'gt', 'quot', 'apos', 'nbsp', 'AMP', 'eacute', 'x').map((n) => `&${n};`),
  codePoint.map((n) => `&#${n};`),
  codePoint.map((n) => `&#x${n.toString(16)};`),
  codePoint.map((n) => `&#X${n.toString(16).toUpperCase()};`),
  fc.stringMatching(/^&#[0-9]{1,30};$/),
  fc.stringMatching(/^&#x[0-9a-fA-F]{1,30};$/),
);
const snippet = fc
  .array(fc.oneof(fc.string({ unit: 'binary' }), reference), { maxLength: 12 })
  .map((parts) => parts.join(''));

/** Text without tags or references, as plainText writes it (single spaces, trimmed). */
const ordinaryText = fc
  .string({ unit: 'binary', maxLength: 80 })
  .map((s) => s.replace(/[<&]/g, '').replace(/\s+/g, ' ').trim());

describe('plainText', () => {
  it('drops tags, decodes entities and collapses space', () => {
    expect(plainText('<p>Free shipping over <strong>$75</strong></p>')).toBe('Free shipping over $75');
    expect(plainText('<p>Tom &amp; Jerry&#39;s &lt;3&#x21;</p>')).toBe("Tom & Jerry's <3!");
  });

  it('leaves markup-looking text inert', () => {
    expect(plainText('<img src=x onerror="alert(1)">Hi')).toBe('Hi');
  });

  it('decodes bad numeric references as the HTML standard does: U+FFFD, never a throw', () => {
    expect(plainText('<p>Free returns&#1114112;</p>')).toBe('Free returns\ufffd');
    expect(plainText('&#x110000;|&#0;|&#xD800;|&#57343;|&#99999999999999999999999999;')).toBe(
      '\ufffd|\ufffd|\ufffd|\ufffd|\ufffd',
    );
    expect(plainText(`&#x${'f'.repeat(500)};`)).toBe('\ufffd');
    expect(plainText('&#128;&#x9F;&#x81;')).toBe('\u20ac\u0178\x81');
    expect(plainText('&#1114111;&#x1F3D4;')).toBe('\u{10ffff}\u{1f3d4}');
  });

  it('never throws on random text with random named, decimal and hex references', () => {
    fc.assert(
      fc.property(snippet, (html) => {
        expect(typeof plainText(html)).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });

  it('decodes a decimal and a hex reference to the same text', () => {
    fc.assert(
      fc.property(codePoint, (n) => {
        expect(plainText(`&#${n};`)).toBe(plainText(`&#x${n.toString(16)};`));
      }),
    );
  });

  it('keeps ordinary text unchanged', () => {
    fc.assert(
      fc.property(ordinaryText, (text) => {
        expect(plainText(text)).toBe(text);
      }),
      { numRuns: 1000 },
    );
  });
});
