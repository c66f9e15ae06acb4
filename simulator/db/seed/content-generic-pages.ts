import type { Faker } from '@faker-js/faker';
import {
  accordion,
  bannerBlock,
  benefitBar,
  cta,
  eventDialog,
  heroBlock,
  image,
  recommendations,
  richText,
  spacer,
  thinBanner,
  withHeroExtras,
} from './content-blocks-factory';
import { SEEDED_EVENTS } from './content-events';
import { homeLayoutBlocks } from './content-layout-blocks';
import { FAQ, page } from './content-pages';
import type { PageInput, SiteContext } from './content-types';

/** Home, the journal and help hubs, help and about pages, and a draft only preview mode serves. */
export function genericPages(
  faker: Faker,
  ctx: SiteContext,
  featuredCategoryUrls: { title: string; url: string }[],
): PageInput[] {
  const l = ctx.locale;
  const id = (slug: string, suffix: string) => `${ctx.siteId}-${slug}-${suffix}`;
  // The home hero test's variation: a headline of its own, so a shopper (and a test) can tell it apart.
  const hero = {
    ...heroBlock(faker, id('home', 'hero-b'), l, featuredCategoryUrls[0]?.url ?? `/${l}`),
    title: 'Summit season starts here',
  };
  return [
    page(ctx, 'home', 'generic', {
      title: 'SummitPeak outdoor gear',
      description: 'Jackets, footwear and equipment for every trail.',
      components: [
        benefitBar(id('home', 'benefits'), l),
        {
          type: 'experiment',
          id: id('home', 'hero-test'),
          experienceId: 'optimizely_experience_home_hero',
          variants: [{ variantId: '29471490075-variation_1', targets: [hero] }],
          baselines: [
            withHeroExtras(
              heroBlock(faker, id('home', 'hero-a'), l, featuredCategoryUrls[0]?.url ?? `/${l}`),
              featuredCategoryUrls,
            ),
          ],
        },
        {
          type: 'categoryCards',
          id: id('home', 'categories'),
          title: 'Shop by category',
          cards: featuredCategoryUrls.map((c) => ({
            title: c.title,
            target: cta(c.title, c.url),
            media: image(`cat-${c.title.toLowerCase().replace(/\W+/g, '-')}`, c.title),
          })),
        },
        recommendations(id('home', 'recs'), 'personalization', 'home-recs'),
        // The text blocks: a thin banner, rich text, a spacer and the questions (accordion).
        thinBanner(id('home', 'returns'), 'Free returns within 60 days.', `/${l}/help-returns`),
        richText(id('home', 'story'), '<p>Outfitting explorers since 1968.</p>', 'Our story'),
        spacer(id('home', 'space')),
        { ...accordion(id('home', 'faq'), FAQ), title: 'Frequently asked questions' },
        ...homeLayoutBlocks(l, (suffix) => id('home', suffix)),
        {
          type: 'splitBanner',
          id: id('home', 'split'),
          title: 'Tested on the trail',
          media: image('split-trail', 'Trail runner'),
          mediaPosition: 'left',
          richText: '<p>Every product is tested by our athletes.</p>',
        },
        {
          type: 'picture',
          id: id('home', 'picture'),
          title: 'Packed for the weekend',
          subtitle: 'Tents, packs and stoves for two nights out.',
          media: image('picture-camp', 'A tent pitched by a lake at dusk'),
          target: cta('Shop camping gear', featuredCategoryUrls[1]?.url ?? `/${l}`),
        },
        {
          type: 'video',
          id: id('home', 'video'),
          title: 'Into the wild',
          media: {
            small: {
              type: 'video',
              url: 'https://videos.summitpeak.example/into-the-wild.m3u8',
              poster: `https://images.summitpeak.example/content/video-poster.jpg`,
            },
          },
          cloudinaryAsset: { cloudName: 'summitpeak', publicId: 'brand/into-the-wild' },
          duration: 95,
          playerSettings: { autoplay: true, hideControls: true, loop: true, muted: true },
        },
        {
          type: 'audienceSwitch',
          id: id('home', 'audience'),
          segments: [
            {
              id: 'loggedout',
              targets: [bannerBlock(faker, id('home', 'join'), 'Join Basecamp rewards', `/${l}/sign-up`)],
            },
            {
              id: 'loyalty-loggedin',
              targets: [
                bannerBlock(faker, id('home', 'points'), 'Your points are waiting', `/${l}/basecamp`),
              ],
            },
          ],
          baselines: [bannerBlock(faker, id('home', 'default'), 'New arrivals', `/${l}/search?sort=newest`)],
          isFullWidth: true,
        },
        {
          type: 'socialGallery',
          id: id('home', 'social'),
          title: '#SummitPeak',
          containerId: 'home-social',
          filter: 'summitpeak',
        },
        {
          type: 'articleGrid',
          id: id('home', 'articles'),
          title: 'From the journal',
          showFilterBar: false,
          rowsToLoad: 1,
        },
        // The home page invites to the summer's event: its sign-up dialog (spec 001 section 2).
        eventDialog(id('home', 'event'), SEEDED_EVENTS[0]),
      ],
    }),
    page(ctx, 'journal', 'generic', {
      title: 'The journal',
      description: 'Trail guides, gear advice and stories.',
      components: [
        {
          type: 'articleGrid',
          id: id('journal', 'grid'),
          title: 'Latest stories',
          showFilterBar: true,
          rowsToLoad: 2,
        },
      ],
    }),
    page(ctx, 'help', 'generic', {
      title: 'Help',
      description: 'Help with orders, shipping and returns.',
      components: [accordion(id('help', 'faq'), FAQ)],
    }),
    page(ctx, 'help-returns', 'generic', {
      title: 'Returns',
      description: 'How to return an item.',
      components: [richText(id('help-returns', 'body'), '<p>Returns are free within 60 days.</p>')],
    }),
    page(ctx, 'help-shipping', 'generic', {
      title: 'Shipping',
      description: 'Shipping options and times.',
      components: [
        richText(id('help-shipping', 'body'), '<p>Standard shipping takes 3 to 5 business days.</p>'),
      ],
    }),
    page(ctx, 'about-us', 'generic', {
      title: 'About us',
      description: 'Who we are.',
      components: [richText(id('about-us', 'body'), '<p>Outfitting explorers since 1968.</p>')],
    }),
    page(ctx, 'summer-launch', 'generic', {
      title: 'Summer launch (draft)',
      description: 'The summer collection, not yet published.',
      components: [heroBlock(faker, id('summer-launch', 'hero'), l, `/${l}/search?sort=newest`)],
    }),
  ];
}

/** Where each generic page sits in the tree, and which are drafts. */
export const PAGE_PARENTS: Readonly<Record<string, string>> = {
  'help-returns': 'help',
  'help-shipping': 'help',
  'contact-us': 'help',
  'how-to-return': 'help-returns',
};
export const PREVIEW_ONLY_PAGES: readonly string[] = ['summer-launch'];
/** Drafts scheduled to go live (the preview date header previews the site as at a date, spec 001 section 7). */
export const SCHEDULED_DRAFTS: Readonly<Record<string, string>> = {
  'summer-launch': '2026-06-01T00:00:00.000Z',
};
