import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_IDS } from '../../../contracts/errors/error-ids';
import { messages as en } from './catalogues/en/index';
import { messages as fr } from './catalogues/fr/index';

/** The argument names a message uses ({max}, {count, plural, ...}), to compare English and French. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<typeof parse>) => {
    for (const el of elements) {
      if ('value' in el && typeof el.value === 'string' && el.type !== 0) names.add(el.value);
      if ('options' in el) for (const option of Object.values(el.options)) walk(option.value);
      if ('children' in el) walk(el.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('catalogues', () => {
  it('English and French have exactly the same ids', () => {
    const enIds = Object.keys(en).sort();
    const frIds = Object.keys(fr).sort();
    expect(frIds.filter((id) => !enIds.includes(id))).toEqual([]);
    expect(enIds.filter((id) => !frIds.includes(id))).toEqual([]);
  });

  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)('every %s message parses as ICU and is not empty', (_, catalogue) => {
    for (const [id, message] of Object.entries(catalogue)) {
      expect(message.trim(), id).not.toBe('');
      expect(() => parse(message), id).not.toThrow();
    }
  });

  it('French messages take the same arguments as English', () => {
    for (const [id, message] of Object.entries(en)) {
      expect(argumentsOf(fr[id] ?? ''), id).toEqual(argumentsOf(message));
    }
  });

  it('the argument scan sees arguments (the check above can fail)', () => {
    expect(argumentsOf('Rated {value, number}, {count, plural, one {# review} other {# reviews}}')).toEqual([
      'count',
      'value',
    ]);
  });

  it('error.<ID> keys (ids start upper-case or with a digit) name real catalogue ids', () => {
    const ids = new Set<string>(CATALOGUE_IDS);
    const unknown = Object.keys(en)
      .map((key) => /^error\.([A-Z0-9][A-Za-z0-9_]*)(\.generic)?$/.exec(key)?.[1])
      .filter((id): id is string => id !== undefined)
      .filter((id) => !ids.has(id));
    expect(unknown).toEqual([]);
  });
});
