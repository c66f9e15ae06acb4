import type { Article } from '../../../contracts/entities/content-blocks-articles';
import type { PopUpBlock } from '../../../contracts/entities/content-blocks-dialog';
import type {
  ContentFooter,
  ContentFragment,
  ContentMenu,
  ContentPage,
  ContentShowcase,
  contentPage,
} from '../../../contracts/entities/content-page';
import type { z } from '../../../contracts/zod';

export type PageInput = z.input<typeof contentPage>;

/** A page as seeded: the contract page plus its place in the page tree and its publication state. */
export interface PageSeed {
  readonly page: ContentPage;
  /** Slug of the parent page (children/{siteId}/{parentPageSlug}). */
  readonly parentSlug?: string;
  /** Drafts are served in preview mode only. */
  readonly previewOnly: boolean;
  /** When a draft is scheduled to go live: a preview dated before it does not see the draft yet. */
  readonly publishFrom?: string;
}

/** An article teaser with what search needs: its date and tag ids. */
export interface ArticleSeed {
  readonly article: Article;
  readonly slug: string;
  readonly date: string;
  readonly tagIds: readonly string[];
}

export interface SiteContentSeed {
  readonly siteId: string;
  readonly defaultLocale: string;
  readonly locales: readonly string[];
  readonly pages: readonly PageSeed[];
  readonly menu: ContentMenu;
  readonly footer: ContentFooter;
  readonly popups: readonly PopUpBlock[];
  readonly articles: readonly ArticleSeed[];
  readonly showcase: readonly ContentShowcase['items'][number][];
}

export interface ContentSeed {
  readonly sites: Readonly<Record<string, SiteContentSeed>>;
  /** Fragments are shared by every site (fragment/{fragmentId} has no site). */
  readonly fragments: Readonly<Record<string, ContentFragment>>;
}

/** What a page builder needs to know about its site. */
export interface SiteContext {
  readonly siteId: string;
  readonly locale: string;
  readonly currencySymbol: string;
}
