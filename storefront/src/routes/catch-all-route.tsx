import { useLocation } from 'react-router';
import { recognisePage } from '../../../contracts/common/page-urls';
import { Component as CategoryRoute } from './category-route';
import { NotFoundPage } from './not-found-page';
import { Component as ProductRoute } from './product-route';

/**
 * Paths the route table does not name: the prefixed alternatives of spec 000 section 2
 * (/{locale}/.../{slug}-c1234 is a category, /{locale}/.../{slug}-pNF0A5G2S a product), else not found.
 */
export function Component() {
  const page = recognisePage(useLocation().pathname);
  if (page.type === 'category') return <CategoryRoute />;
  if (page.type === 'product') return <ProductRoute />;
  return <NotFoundPage />;
}
