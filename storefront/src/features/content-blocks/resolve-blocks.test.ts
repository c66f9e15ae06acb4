import { describe, expect, it } from 'vitest';
import type { ContentBlock } from '../../../../contracts/entities/content-blocks';
import { priorityBlockId, resolveBlocks } from './resolve-blocks';

const text = (id: string): ContentBlock => ({ type: 'spacer', id, size: {} }) as ContentBlock;
const hero = (id: string) =>
  ({
    type: 'heroBelowMedia',
    id,
    media: { small: { type: 'image', url: '/x.jpg', alt: '' } },
    linkType: 'cta',
    gradient: 'none',
  }) as ContentBlock;

const page: ContentBlock[] = [
  text('bar'),
  {
    type: 'experiment',
    id: 'exp',
    experienceId: 'optimizely_experience_home',
    variants: [{ variantId: '1-b', targets: [hero('hero-b')] }],
    baselines: [hero('hero-a')],
  },
  {
    type: 'audienceSwitch',
    id: 'aud',
    isFullWidth: false,
    segments: [
      { id: 'loggedout', targets: [text('join')] },
      { id: 'loyalty-loggedin', targets: [text('points')] },
    ],
    baselines: [text('default')],
  },
  {
    type: 'filter',
    id: 'flt',
    variant: 'byCategory',
    filterBy: ['3000'],
    operator: 'IN',
    components: [text('socks')],
  },
];

const ids = (blocks: { id: string }[]) => blocks.map((b) => b.id);

describe('resolveBlocks', () => {
  it('shows experiment baselines, the first matching segment and hides unmatched filters', () => {
    const shown = resolveBlocks(page, { segments: new Set(['loggedout']) });
    expect(ids(shown)).toEqual(['bar', 'hero-a', 'join']);
  });

  it('shows a decided variant, the baselines when no segment matches, and matched filters', () => {
    const shown = resolveBlocks(page, {
      segments: new Set(['loggedin']),
      variants: { optimizely_experience_home: 'b' },
      categoryIds: ['3000'],
    });
    expect(ids(shown)).toEqual(['bar', 'hero-b', 'default', 'socks']);
  });

  it('keeps the baselines for a decided key no variant names (the control), or a key that only ends alike', () => {
    for (const key of ['control', '1-b', 'xb']) {
      const shown = resolveBlocks(page, {
        segments: new Set(),
        variants: { optimizely_experience_home: key },
      });
      expect(ids(shown), key).toContain('hero-a');
    }
  });

  it('names the experiences on the path the conditions take, and none of the branches not taken', () => {
    const switched: ContentBlock[] = [
      {
        type: 'audienceSwitch',
        id: 'switch',
        segments: [{ id: 'loggedin', targets: [page[1] as ContentBlock] }],
        baselines: [],
      } as unknown as ContentBlock,
    ];
    const met = (blocks: ContentBlock[], segment: 'loggedin' | 'loggedout') => {
      const experiences: string[] = [];
      resolveBlocks(blocks, { segments: new Set([segment]) }, experiences);
      return experiences;
    };
    expect(met(page, 'loggedout')).toEqual(['optimizely_experience_home']);
    expect(met(switched, 'loggedin')).toEqual(['optimizely_experience_home']);
    expect(met(switched, 'loggedout')).toEqual([]);
  });

  it('picks the first hero or banner as the priority block', () => {
    expect(priorityBlockId(resolveBlocks(page, { segments: new Set() }))).toBe('hero-a');
    expect(priorityBlockId([])).toBeUndefined();
  });
});
