import type { ComponentType } from 'react';
import type { ContentBlock } from '../../../../contracts/entities/content-blocks';
import { ARTICLE_RENDERERS } from './articles/articles-renderers';
import { BannerBlock } from './banner-block';
import { BenefitBarBlock } from './benefit-bar-block';
import type { BlockPage, BlockProps, Renderers } from './block-props';
import styles from './block-renderer.module.css';
import { CategoryCardsBlock } from './category-cards-block';
import { DIALOG_RENDERERS } from './dialogs/dialogs-renderers';
import { HeroBlock } from './hero-block';
import { LAYOUT_RENDERERS } from './layout/layout-renderers';
import { MEDIA_RENDERERS } from './media/media-renderers';
import { ProductRecommendationsBlock } from './product-recommendations-block';
import { priorityBlockId, resolveBlocks } from './resolve-blocks';
import { SHOP_RENDERERS } from './shop/shop-renderers';
import { TEXT_RENDERERS } from './text/text-renderers';
import { useBlockConditions } from './use-block-conditions';

/**
 * Block type -> renderer. The first blocks of a page (heroes, banners, the benefit bar) are drawn at once;
 * each group's renderers load as their own chunks when a page shows one (lazy-block.tsx).
 */
const RENDERERS: Renderers = {
  heroBelowMedia: HeroBlock,
  heroProductOverlay: HeroBlock,
  banner: BannerBlock,
  benefitBar: BenefitBarBlock,
  categoryCards: CategoryCardsBlock,
  productRecommendations: ProductRecommendationsBlock,
  ...TEXT_RENDERERS,
  ...MEDIA_RENDERERS,
  ...LAYOUT_RENDERERS,
  ...ARTICLE_RENDERERS,
  ...SHOP_RENDERERS,
  ...DIALOG_RENDERERS,
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
export function BlockList({
  blocks,
  page,
  priority = true,
}: {
  blocks: readonly ContentBlock[];
  page: BlockPage;
  /** false: none of these blocks is the page's largest paint or its h1 (an espot on a page with its own). */
  priority?: boolean;
}) {
  const conditions = useBlockConditions();
  const shown = resolveBlocks(blocks, conditions);
  const priorityId = priority ? priorityBlockId(shown) : undefined;
  return (
    <div className={styles.blocks}>
      {shown.map((block) => (
        <Block key={block.id} block={block} page={page} priority={block.id === priorityId} />
      ))}
    </div>
  );
}
