import { Suspense } from 'react';
import type { NAMED_CONTENT_PAGES } from '../../../../../contracts/entities/content-page';
import { lazyWithMessages } from '../../../i18n/lazy-with-messages';
import type { BlockPage } from '../block-props';

/** A named content page of spec 001 section 2 (augmentedpage/{siteId}/{page}): a page's content area. */
export type EspotSlug = (typeof NAMED_CONTENT_PAGES)[number];

export interface EspotProps {
  readonly slug: EspotSlug;
  /** The page the espot sits on (recommendation requests name its type). */
  readonly pageType: BlockPage['type'];
}

// The content blocks' renderers and texts load after the page, as their own chunk: the page works first.
const Blocks = lazyWithMessages<EspotProps>(() => import('./espot-blocks'), ['home']);

/** A page's content area from the content API (espot-blocks.tsx); nothing until it arrives. */
export function Espot(props: EspotProps) {
  return (
    <Suspense fallback={null}>
      <Blocks {...props} />
    </Suspense>
  );
}
