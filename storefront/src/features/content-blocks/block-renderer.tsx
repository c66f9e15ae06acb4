import { type ComponentType, useCallback, useEffect, useMemo } from 'react';
import type { ContentBlock } from '../../../../contracts/entities/content-blocks';
import { useCommerce } from '../../commerce/commerce-context';
import { ARTICLE_RENDERERS } from './articles/articles-renderers';
import { BannerBlock } from './banner-block';
import { BenefitBarBlock } from './benefit-bar-block';
import { BlockBoundary } from './block-boundary';
import type { BlockPage, BlockProps, Renderers } from './block-props';
import styles from './block-renderer.module.css';
import { PendingBlocksProvider, useBlockReveal } from './block-reveal';
import { CategoryCardsBlock } from './category-cards-block';
import { blockProblem, type ContentProblem } from './content-problems';
import { DIALOG_RENDERERS } from './dialogs/dialogs-renderers';
import { HeroBlock } from './hero-block';
import { LAYOUT_RENDERERS } from './layout/layout-renderers';
import { lazyBlock } from './lazy-block';
import { MEDIA_RENDERERS } from './media/media-renderers';
import { priorityBlockId, resolveBlocks } from './resolve-blocks';
import { SHOP_RENDERERS } from './shop/shop-renderers';
import { TEXT_RENDERERS } from './text/text-renderers';
import { useBlockCheck } from './use-block-check';
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
  // Below the first screen on every page that has one: its own chunk, with the tiles' price and picture.
  productRecommendations: lazyBlock(() => import('./product-recommendations-block'), ['content']),
  ...TEXT_RENDERERS,
  ...MEDIA_RENDERERS,
  ...LAYOUT_RENDERERS,
  ...ARTICLE_RENDERERS,
  ...SHOP_RENDERERS,
  ...DIALOG_RENDERERS,
};

type Report = (problem: ContentProblem) => void;

/**
 * One block: drawn by its renderer when it has one and (where blocks are checked, use-block-check.ts) it is
 * on the content contract; otherwise nothing, reported once. A renderer that throws takes only its block.
 */
function Block({
  check,
  report,
  ...props
}: BlockProps & { check: ReturnType<typeof useBlockCheck>; report: Report }) {
  const { block } = props;
  const Renderer = RENDERERS[block.type] as ComponentType<BlockProps> | undefined;
  const problem = useMemo(
    () => blockProblem(block, Renderer !== undefined, typeof check === 'function' ? check : undefined),
    [block, Renderer, check],
  );
  useEffect(() => {
    if (problem) report(problem);
  }, [problem, report]);
  if (!Renderer || problem || check === 'loading') return null;
  return (
    <BlockBoundary
      onError={(error) =>
        report({
          blockId: String(block.id),
          type: block.type,
          reason: 'failed',
          issues: [{ path: '(root)', message: error instanceof Error ? error.message : String(error) }],
        })
      }
    >
      <Renderer {...props} />
    </BlockBoundary>
  );
}

/**
 * A page's content blocks in order: experiments, audience switches and filters resolved first, then each
 * block drawn by its renderer. The first hero or banner is the page's priority block (LCP image, h1).
 */
export function BlockList({
  blocks,
  page,
  priority = true,
  reveal = false,
}: {
  blocks: readonly ContentBlock[];
  page: BlockPage;
  /** false: none of these blocks is the page's largest paint or its h1 (an espot on a page with its own). */
  priority?: boolean;
  /** A page's own list: its first screen at once, the rest as the shopper scrolls (block-reveal.tsx). */
  reveal?: boolean;
}) {
  const conditions = useBlockConditions(blocks);
  const check = useBlockCheck();
  const commerce = useCommerce();
  const report = useCallback<Report>(
    (problem) =>
      void import('./content-problem-report').then(({ reportOnce, sendContentProblem }) =>
        reportOnce(problem, (p) =>
          sendContentProblem(p, { dev: import.meta.env.DEV, commerce, url: page.url }),
        ),
      ),
    [commerce, page.url],
  );
  const shown = resolveBlocks(blocks, conditions);
  const priorityId = priority ? priorityBlockId(shown) : undefined;
  const shownCount = useBlockReveal(
    shown.length,
    shown.findIndex((b) => b.id === priorityId),
    reveal,
  );
  return (
    <PendingBlocksProvider value={shownCount.track}>
      <div className={styles.blocks}>
        {shown.slice(0, shownCount.count).map((block) => (
          <Block
            key={block.id}
            block={block}
            page={page}
            priority={block.id === priorityId}
            check={check}
            report={report}
          />
        ))}
      </div>
      {/* data-reveal-sentinel: tools that explore a page (the e2e tours) know more blocks are to come. */}
      {shownCount.sentinel ? (
        <div ref={shownCount.sentinel} className={styles.sentinel} aria-hidden data-reveal-sentinel="" />
      ) : null}
    </PendingBlocksProvider>
  );
}
