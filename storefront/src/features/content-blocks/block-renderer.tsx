import type { ComponentType } from 'react';
import type { ContentBlock } from '../../../../contracts/entities/content-blocks';
import { BannerBlock } from './banner-block';
import { BenefitBarBlock } from './benefit-bar-block';
import type { BlockPage, BlockProps } from './block-props';
import styles from './block-renderer.module.css';
import { CategoryCardsBlock } from './category-cards-block';
import { HeroBlock } from './hero-block';
import { ProductRecommendationsBlock } from './product-recommendations-block';
import { priorityBlockId, resolveBlocks, type ShownBlock } from './resolve-blocks';
import { useBlockConditions } from './use-block-conditions';

type Renderers = { [T in ShownBlock['type']]?: ComponentType<BlockProps<Extract<ShownBlock, { type: T }>>> };

/** Block type -> renderer. Types not listed yet are skipped (a later issue renders them). */
const RENDERERS: Renderers = {
  heroBelowMedia: HeroBlock,
  heroProductOverlay: HeroBlock,
  banner: BannerBlock,
  benefitBar: BenefitBarBlock,
  categoryCards: CategoryCardsBlock,
  productRecommendations: ProductRecommendationsBlock,
};

function Block(props: BlockProps) {
  const Renderer = RENDERERS[props.block.type] as ComponentType<BlockProps> | undefined;
  if (!Renderer) {
    if (import.meta.env.DEV)
      console.warn(`[storefront] no renderer for content block type ${props.block.type}`);
    return null;
  }
  return <Renderer {...props} />;
}

/**
 * A page's content blocks in order: experiments, audience switches and filters resolved first, then each
 * block drawn by its renderer. The first hero or banner is the page's priority block (LCP image, h1).
 */
export function BlockList({ blocks, page }: { blocks: readonly ContentBlock[]; page: BlockPage }) {
  const conditions = useBlockConditions();
  const shown = resolveBlocks(blocks, conditions);
  const priorityId = priorityBlockId(shown);
  return (
    <div className={styles.blocks}>
      {shown.map((block) => (
        <Block key={block.id} block={block} page={page} priority={block.id === priorityId} />
      ))}
    </div>
  );
}
