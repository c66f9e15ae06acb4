import type { ContentBlock } from '../../../../contracts/entities/content-blocks';
import { EXPERIENCE_PREFIX } from '../../commerce/experiments/experimentation-constants';

type ExperimentBlock = Extract<ContentBlock, { type: 'experiment' }>;

/** Every experiment block of a page, at any depth (an experiment inside a variant, a switch or a filter). */
export function experimentBlocks(blocks: readonly ContentBlock[]): ExperimentBlock[] {
  return blocks.flatMap((block): ExperimentBlock[] => {
    switch (block.type) {
      case 'experiment':
        return [
          block,
          ...experimentBlocks(block.baselines),
          ...block.variants.flatMap((v) => experimentBlocks(v.targets)),
        ];
      case 'audienceSwitch':
        return [
          ...experimentBlocks(block.baselines),
          ...block.segments.flatMap((s) => experimentBlocks(s.targets)),
        ];
      case 'filter':
        return experimentBlocks(block.components);
      default:
        return [];
    }
  });
}

/** The flag an experience is decided by: `optimizely_experience_home_hero` is the flag `home_hero`. */
export const flagKeyOf = (experienceId: string): string => experienceId.slice(EXPERIENCE_PREFIX.length);

/** The flags a page's experiments need decided, each once, in a stable order. */
export const flagKeysOf = (blocks: readonly ContentBlock[]): string[] =>
  [...new Set(experimentBlocks(blocks).map((b) => flagKeyOf(b.experienceId)))].sort();

/**
 * The variant each experience shows, by experience id, from the flags' decided variation keys: the variant
 * whose id ends with `-{variationKey}` (ids are `{variationId}-{variationKey}`). A decision no variant
 * names (the control, mostly) leaves the experience on its baselines.
 */
export function variantsFor(
  blocks: readonly ContentBlock[],
  decisions: Readonly<Record<string, string>>,
): Record<string, string> {
  const variants: Record<string, string> = {};
  for (const block of experimentBlocks(blocks)) {
    const key = decisions[flagKeyOf(block.experienceId)];
    const variant = key && block.variants.find((v) => v.variantId.endsWith(`-${key}`));
    if (variant) variants[block.experienceId] = variant.variantId;
  }
  return variants;
}
