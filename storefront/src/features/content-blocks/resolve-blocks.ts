import type { AudienceSegmentId } from '../../../../contracts/entities/content-audience';
import type { ContentBlock } from '../../../../contracts/entities/content-blocks';

/** What decides which of a page's conditional blocks show. */
export interface BlockConditions {
  /** Segments the visitor is in (audience/audience-segments.ts). */
  readonly segments: ReadonlySet<AudienceSegmentId>;
  /**
   * Decided variation keys by experience id (features/experiments); an experience none is decided for, or
   * whose decided key names no variant (the control), shows its baselines.
   */
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
      // Variant ids are `{variationId}-{variationKey}` (the id is digits, so the first dash ends it).
      const key = conditions.variants?.[block.experienceId];
      const variant = block.variants.find((v) => v.variantId.slice(v.variantId.indexOf('-') + 1) === key);
      return variant?.targets ?? block.baselines;
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
export function resolveBlocks(
  blocks: readonly ContentBlock[],
  conditions: BlockConditions,
  /**
   * Collects the experience ids met on the way: the experiments on the visitor's path (not those in a
   * switch's other branches), which are the ones to decide.
   */
  experiences?: string[],
): ShownBlock[] {
  return blocks.flatMap((block) => {
    if (block.type === 'experiment') experiences?.push(block.experienceId);
    const inner = chosen(block, conditions);
    return inner === undefined ? [block as ShownBlock] : resolveBlocks(inner, conditions, experiences);
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
