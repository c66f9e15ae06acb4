import type { AudienceSegmentId } from '../../../../contracts/entities/content-audience';
import type { ContentBlock } from '../../../../contracts/entities/content-blocks';

/** What decides which of a page's conditional blocks show. */
export interface BlockConditions {
  /** Segments the visitor is in (audience/audience-segments.ts). */
  readonly segments: ReadonlySet<AudienceSegmentId>;
  /** Decided experiment variants by experience id; none decided shows the baselines. */
  readonly variants?: Readonly<Record<string, string>>;
  /** The page's categories and SKUs, for filter blocks (empty on content pages). */
  readonly categoryIds?: readonly string[];
  readonly skus?: readonly string[];
}

/** Blocks that only choose other blocks: they render nothing of their own. */
export type ChoosingBlockType = 'experiment' | 'audienceSwitch' | 'filter';
export type ShownBlock = Exclude<ContentBlock, { type: ChoosingBlockType }>;

function chosen(block: ContentBlock, conditions: BlockConditions): readonly ContentBlock[] | undefined {
  switch (block.type) {
    case 'experiment': {
      const variantId = conditions.variants?.[block.experienceId];
      return block.variants.find((v) => v.variantId === variantId)?.targets ?? block.baselines;
    }
    case 'audienceSwitch':
      // The first matching segment in the list wins; otherwise the baselines (spec 001 section 4).
      return block.segments.find((s) => conditions.segments.has(s.id))?.targets ?? block.baselines;
    case 'filter': {
      const values = block.variant === 'bySku' ? (conditions.skus ?? []) : (conditions.categoryIds ?? []);
      const matches = block.filterBy.some((v) => values.includes(v));
      return matches === (block.operator === 'IN') ? block.components : [];
    }
    default:
      return undefined;
  }
}

/**
 * The blocks a page shows, in order: experiments, audience switches and filters replaced by the blocks
 * they choose (recursively). Pure: the renderer only draws what this returns.
 */
export function resolveBlocks(blocks: readonly ContentBlock[], conditions: BlockConditions): ShownBlock[] {
  return blocks.flatMap((block) => {
    const inner = chosen(block, conditions);
    return inner === undefined ? [block as ShownBlock] : resolveBlocks(inner, conditions);
  });
}

const PRIORITY_TYPES: ReadonlySet<ShownBlock['type']> = new Set([
  'heroBelowMedia',
  'heroProductOverlay',
  'banner',
]);

/** The block whose media is the page's largest paint (the first hero or banner): it loads eagerly. */
export function priorityBlockId(blocks: readonly ShownBlock[]): string | undefined {
  return blocks.find((b) => PRIORITY_TYPES.has(b.type))?.id;
}
