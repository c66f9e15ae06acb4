import { describe, expect, it } from 'vitest';
import { contentPagePath } from './content-page-path';

describe('contentPagePath', () => {
  it('reads a top-level page', () => {
    expect(contentPagePath('/en-us/about-us')).toEqual({ slug: 'about-us', ancestors: [] });
  });

  it('reads a child page and an article under their parents', () => {
    expect(contentPagePath('/fr-ca/help/help-returns')).toEqual({
      slug: 'help-returns',
      ancestors: ['help'],
    });
    expect(contentPagePath('/en-us/help/returns/how-to-return')).toEqual({
      slug: 'how-to-return',
      ancestors: ['help', 'returns'],
    });
    expect(contentPagePath('/en-us/journal/winter-checklist')?.ancestors).toEqual(['journal']);
  });

  it('names no page for a bare locale or a segment no slug can have', () => {
    expect(contentPagePath('/en-us')).toBeUndefined();
    expect(contentPagePath('/en-us/About_Us')).toBeUndefined();
    expect(contentPagePath('/en-us/help/-returns')).toBeUndefined();
  });
});
