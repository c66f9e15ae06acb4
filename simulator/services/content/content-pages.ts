import type { ContentBlock } from '../../../contracts/entities/content-blocks';
import type { ContentPage } from '../../../contracts/entities/content-page';
import type { World } from '../../core/world';
import { findPage, findSite } from '../../domain/catalogue/content';
import { seedOf } from '../catalogue/world-catalogue';

const keyOf = (siteId: string, slug: string) => `${siteId}/${slug}`;

/**
 * Sets the blocks a seeded content page serves in this world (every locale and mode of its site), as
 * given: a test's own content, such as rich text to sanitise. Answers why not when the page is unknown.
 */
export function setContentPage(
  world: World,
  siteId: string,
  slug: string,
  components: ContentBlock[],
): string | undefined {
  const site = findSite(seedOf(world).content, siteId);
  if (!site) return `No content site ${siteId}.`;
  if (!findPage(site, slug, 'preview')) return `No content page ${slug} on ${siteId}.`;
  world.contentPages.set(keyOf(siteId, slug), components);
  return undefined;
}

/** Back to the seeded blocks; true when the page had a test's blocks. */
export const clearContentPage = (world: World, siteId: string, slug: string): boolean =>
  world.contentPages.delete(keyOf(siteId, slug));

/** The page as served, with a test's blocks in place of the seeded ones when it set some. */
export function withTestContent(world: World, siteId: string, page: ContentPage): ContentPage {
  const blocks = world.contentPages.get(keyOf(siteId, page.slug));
  return blocks ? { ...page, components: blocks } : page;
}
