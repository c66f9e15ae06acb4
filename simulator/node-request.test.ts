import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { targetOf } from './node-request';

/** What the Fetch request this adapter replaces would have given as path and query. */
const viaUrl = (target: string) => {
  const url = new URL(target, 'http://127.0.0.1:4010');
  return { path: url.pathname, query: url.search.slice(1) };
};

/** The value, or that it threw (`//` alone is no URL either way). */
const outcome = <T>(read: () => T): T | 'invalid' => {
  try {
    return read();
  } catch {
    return 'invalid';
  }
};

// Characters that matter to the URL parser: dots, percent signs, slashes, question marks, spaces, quotes,
// braces, backslashes, non-ASCII, and plain letters.
const TARGET_CHARS = [...'ab0-_.~%2eE/?&=+ "<>{}`|^[]\\#\'!$()*,;:@é☃'];

describe('reading the request target without new URL', () => {
  it.each([
    '/cart/v1/cart/bk-1',
    '/fapi/pages?page=home&x=1',
    '/images/SPJK0001BLK.jpg',
    '/a/./b',
    '/a/../b',
    '/a/%2e%2E/b',
    '/a/.hidden/b',
    '//evil/path',
    '/a b',
    '/p?q=a b',
    '/caf\u00e9',
    '/?',
  ])('reads %s as the URL parser does', (target) => {
    expect(targetOf(target, '127.0.0.1:4010')).toEqual(viaUrl(target));
  });

  it('agrees with the URL parser on any absolute target', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TARGET_CHARS), { maxLength: 24 }), (chars) => {
        const target = `/${chars.join('')}`;
        expect(outcome(() => targetOf(target, '127.0.0.1:4010'))).toEqual(outcome(() => viaUrl(target)));
      }),
      { numRuns: 3000 },
    );
  });
});
