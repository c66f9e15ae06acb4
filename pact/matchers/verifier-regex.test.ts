import { describe, expect, it } from 'vitest';
import { z } from '../../contracts/zod';
import { alternativesPattern, verifierPattern } from './verifier-regex';

const one = (pattern: RegExp) => verifierPattern([pattern]);
/** For sources a regex literal cannot hold (lint and tsc refuse them, or would rewrite them). */
const fromSource = (source: string, flags?: string) => one(new RegExp(source, flags));

describe('verifierPattern', () => {
  it('turns ^...$ into whole-value anchors and spells \\d and \\w out as ASCII classes', () => {
    expect(one(/^[A-Z]{3}$/)).toBe('\\A[A-Z]{3}\\z');
    expect(one(/^\d{12,14}$/)).toBe('\\A[0-9]{12,14}\\z');
    expect(one(/^\w+\W$/)).toBe('\\A[0-9A-Za-z_]+[^0-9A-Za-z_]\\z');
  });

  it('frames a pattern that is not anchored on both ends, as RegExp.test searches', () => {
    expect(one(/b/)).toBe('\\A[\\s\\S]*?(?:b)[\\s\\S]*\\z');
    expect(one(/^(\/|https?:\/\/)/)).toBe('\\A[\\s\\S]*?(?:\\A(/|https?://))[\\s\\S]*\\z');
    // A top-level alternation binds looser than the anchors: ^a|b$ is not a whole-value pattern.
    expect(one(/^a|b$/)).toBe('\\A[\\s\\S]*?(?:\\Aa|b\\z)[\\s\\S]*\\z');
  });

  it('scopes the i flag and rewrites s and m the JavaScript way', () => {
    expect(one(/^[a-z]+$/i)).toBe('\\A(?i:[a-z]+)\\z');
    expect(one(/^a.b$/)).toBe('\\Aa[^\\n\\r\\x{2028}\\x{2029}]b\\z');
    expect(one(/^a.b$/s)).toBe('\\Aa[\\s\\S]b\\z');
    expect(one(/^a$/m)).toBe(
      '\\A[\\s\\S]*?(?:(?<![^\\n\\r\\x{2028}\\x{2029}])a(?![^\\n\\r\\x{2028}\\x{2029}]))[\\s\\S]*\\z',
    );
  });

  it('keeps lookarounds and back-references, which the verifier (Oniguruma) supports', () => {
    expect(one(/^(?!x)[a-z]+(?<=ab|c)$/)).toBe('\\A(?!x)[a-z]+(?<=ab|c)\\z');
    expect(one(/^(a+)-\1$/)).toBe('\\A(a+)-\\1\\z');
    expect(one(/^(?<y>\d{4})-\k<y>$/)).toBe('\\A(?<y>[0-9]{4})-\\k<y>\\z');
  });

  it('writes escapes as code points and keeps a class literal where Oniguruma would read more', () => {
    expect(one(/^\u00e9\uD83D\uDE00\x41\cJ\0$/)).toBe('\\A\\x{e9}\\x{1f600}\\x{41}\\x{a}\\x{0}\\z');
    expect(one(/^[\d-z]$/)).toBe('\\A[0-9\\-z]\\z');
    expect(one(/^[a-c-e]$/)).toBe('\\A[a-c\\-e]\\z');
    expect(one(/^[[:a&&b]$/)).toBe('\\A[\\[:a\\&\\&b]\\z');
    expect(one(/^[\b\D]$/)).toBe('\\A[\\x{8}[^0-9]]\\z');
    expect(fromSource('^[^]a{$')).toBe('\\A[\\s\\S]a\\{\\z');
    expect(fromSource('^\\a\\/$')).toBe('\\Aa/\\z'); // `\a` is a plain a in JavaScript, a bell in Oniguruma
  });

  it('reads unicode properties under the u flag', () => {
    expect(one(/^\p{Lu}\p{Script=Latin}$/u)).toBe('\\A\\p{Lu}\\p{Latin}\\z');
    expect(one(/^\p{scx=Latin}$/u)).toBeUndefined();
  });

  it('answers undefined for what it cannot rewrite safely', () => {
    expect(one(/^(?<=a+)b$/)).toBeUndefined(); // unbounded lookbehind
    expect(one(/^(?<=(a))b$/)).toBeUndefined(); // capture inside a lookbehind
    expect(fromSource('^a[]$')).toBeUndefined();
    expect(one(/^(?<n>a)\1$/)).toBeUndefined(); // numbered reference beside a named group
    expect(fromSource('^\\1$')).toBeUndefined(); // legacy octal
    expect(fromSource('^x$', 'v')).toBeUndefined();
    expect(one(/^\uD83D$/)).toBeUndefined(); // lone surrogate
  });

  it('joins several patterns with lookaheads and drops the ones it cannot rewrite', () => {
    expect(verifierPattern([/^[a-z]+$/, /q/])).toBe('\\A(?=[a-z]+\\z)[\\s\\S]*?(?:q)[\\s\\S]*\\z');
    expect(verifierPattern([/^(?<=a+)b$/, /^[a-z]+$/])).toBe('\\A[a-z]+\\z');
    expect(verifierPattern([])).toBeUndefined();
  });

  it("rewrites zod's format patterns (datetime, uuid, email) without loss", () => {
    const formats = [z.iso.datetime({ offset: true }), z.iso.date(), z.uuid(), z.email()];
    for (const schema of formats) {
      const pattern = schema._zod.def.pattern as RegExp;
      const rewritten = one(pattern);
      expect(rewritten).toMatch(/^\\A.*\\z$/);
      // Back to JavaScript: the same language on samples (the rewrite only spelt things out).
      const back = new RegExp(
        (rewritten as string)
          .replace(/^\\A/, '^')
          .replace(/\\z$/, '$')
          .replace(/\\x\{(\w+)\}/g, '\\u{$1}'),
        'u',
      );
      for (const sample of [
        '2026-11-22T10:15:00.000Z',
        '2026-02-30',
        '1990-04-17',
        'a@b.co',
        '123e4567-e89b-12d3-a456-426614174000',
        'x',
      ]) {
        expect(back.test(sample), `${pattern} on ${sample}`).toBe(pattern.test(sample));
      }
    }
  });
});

describe('alternativesPattern', () => {
  it('accepts exactly the values, with their metacharacters escaped', () => {
    expect(alternativesPattern(['grid', 'a.b', 'c|d', 'x-y'])).toBe('\\A(?:grid|a\\.b|c\\|d|x\\-y)\\z');
  });
});
