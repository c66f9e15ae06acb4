import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { recognisePage } from '../../../contracts/common/page-urls';
import { lazyWithMessages } from '../i18n/lazy-with-messages';
import { Component as CategoryRoute } from './category-route';
import { NotFoundWithContent } from './not-found-with-content';
import { Component as ProductRoute } from './product-route';
import { RouteFallback } from './route-fallback';

// The showcase preview tool: an editor's page, so the route table every page loads does not name it
// (the product page's budget); it loads from here, its own chunk with the content texts.
const ShowcaseRoute = lazyWithMessages(() => import('./showcase-route'), ['home']);
const SHOWCASE_PATH = /^\/[^/]+\/showcase\/?$/;

/**
 * Paths the route table does not name: the prefixed alternatives of spec 000 section 2
 * (/{locale}/.../{slug}-c1234 is a category, /{locale}/.../{slug}-pNF0A5G2S a product), the showcase
 * preview tool (/{locale}/showcase), else not found.
 */
export function Component() {
  const { pathname } = useLocation();
  if (SHOWCASE_PATH.test(pathname))
    return (
      <Suspense fallback={<RouteFallback />}>
        <ShowcaseRoute />
      </Suspense>
    );
  const page = recognisePage(pathname);
  if (page.type === 'category') return <CategoryRoute />;
  if (page.type === 'product') return <ProductRoute />;
  return <NotFoundWithContent />;
}
