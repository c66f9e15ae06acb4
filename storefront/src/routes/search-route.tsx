import { SearchPage } from '../features/search/search-page';

/** Search results page (/{locale}/search?q=...). */
export function Component() {
  return <SearchPage />;
}
