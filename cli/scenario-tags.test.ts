import { describe, expect, it } from 'vitest';
import { allScenarios } from '../scenarios';
import { TAGS, tagsOf, withTags } from './scenario-tags';

describe('scenario tags', () => {
  it('every scenario uses the one vocabulary, and every injected one is tagged injected', () => {
    for (const s of allScenarios) for (const tag of tagsOf(s)) expect(TAGS, s.name).toContain(tag);
    const injected = withTags(allScenarios, ['injected']);
    expect(injected.length).toBe(allScenarios.filter((s) => s.injected).length);
    expect(injected.length).toBeGreaterThan(0);
  });

  it('selects any of several tags and none of the excluded ones', () => {
    const picked = withTags(allScenarios, ['gift-cards', 'promo'], ['injected', 'flow']);
    expect(picked.length).toBeGreaterThan(10);
    for (const s of picked) {
      expect(tagsOf(s).some((t) => t === 'gift-cards' || t === 'promo')).toBe(true);
      expect(s.injected).toBeFalsy();
      expect(s.tags).not.toContain('flow');
    }
    expect(withTags(allScenarios, ['gift-cards']).some((s) => s.tags.includes('flow'))).toBe(true);
  });
});
