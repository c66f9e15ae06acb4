import type { Faker } from '@faker-js/faker';
import type { upsellItem } from '../../../contracts/entities/content-blocks-commerce';
import { NAMED_CONTENT_PAGES } from '../../../contracts/entities/content-page';
import type { z } from '../../../contracts/zod';
import { currencyForLocale } from '../../domain/catalogue/money';
import { freeShippingAmount, freeShippingOffer } from '../commerce-config';
import {
  accordion,
  type BlockInput,
  bannerBlock,
  benefitBar,
  buttons,
  cta,
  eventDialog,
  heroBlock,
  iconCollection,
  image,
  link,
  productOverlayHero,
  recommendations,
  richText,
  spacer,
  thinBanner,
} from './content-blocks-factory';
import { SEEDED_EVENTS } from './content-events';
import { accountLayoutBlocks } from './content-layout-blocks';
import type { PageInput, SiteContext } from './content-types';

export type UpsellInput = z.input<typeof upsellItem>;
type NamedPage = (typeof NAMED_CONTENT_PAGES)[number];

const NOT_AVAILABLE_DESCRIPTION = 'This page is not available.';

interface PageParts {
  title: string;
  description: string;
  components: BlockInput[];
  espots?: PageInput['espots'];
}

export function page(ctx: SiteContext, slug: string, area: PageInput['area'], parts: PageParts): PageInput {
  return {
    id: `${ctx.siteId}-${slug}`,
    siteId: ctx.siteId,
    slug,
    locale: ctx.locale,
    title: parts.title,
    area,
    meta: {
      title: `${parts.title} | SummitPeak`,
      description: parts.description,
      canonicalUrl: `/${ctx.locale}/${slug}`,
      robots: slug === 'error-4xx' ? 'noindex,nofollow' : 'index,follow',
    },
    espots: parts.espots ?? [],
    components: parts.components,
    updatedAt: '2025-12-15T09:00:00.000Z',
  };
}

export const FAQ: [string, string][] = [
  ['Where is my order?', '<p>Track it from your account or with your order number and email.</p>'],
  ['How do I return an item?', '<p>Print a free return label from your order history within 60 days.</p>'],
  ['Do you ship internationally?', '<p>We ship to the countries in the location selector.</p>'],
];

/** The body of each of the 16 named pages (spec 001 section 7). */
function namedPageParts(faker: Faker, ctx: SiteContext, slug: NamedPage, upsell: UpsellInput[]): PageParts {
  const l = ctx.locale;
  const id = (suffix: string) => `${ctx.siteId}-${slug}-${suffix}`;
  switch (slug) {
    case 'account':
      return {
        title: 'My account',
        description: 'Your orders, addresses, payment methods and rewards.',
        components: [
          {
            type: 'secondaryNav',
            id: id('nav'),
            title: 'My account',
            links: [
              link('Profile', `/${l}/account/profile`),
              link('Orders', `/${l}/account/orders`),
              link('Rewards', `/${l}/basecamp`),
            ],
            showDivider: true,
          },
          {
            type: 'audienceSwitch',
            id: id('audience'),
            segments: [
              {
                id: 'loyalty-loggedin',
                targets: [thinBanner(id('loyal'), 'Thanks for being a member: your points are waiting.')],
              },
              {
                id: 'non-loyalty-loggedin',
                targets: [
                  thinBanner(id('join'), 'Join the loyalty programme and earn points.', `/${l}/loyalty`),
                ],
              },
            ],
            baselines: [thinBanner(id('base'), 'Welcome back.')],
          },
          ...accountLayoutBlocks(l, id),
        ],
        espots: [{ id: 'account-top', components: [benefitBar(id('benefits'), l)] }],
      };
    case 'account-profile':
      return {
        title: 'Profile',
        description: 'Manage your personal details and preferences.',
        components: [richText(id('intro'), '<p>Keep your details up to date for faster checkout.</p>')],
      };
    case 'basecamp':
      return {
        title: 'Basecamp rewards',
        description: 'Earn points, unlock rewards and join events.',
        components: [
          productOverlayHero(id('hero'), 'Basecamp rewards', `/${l}/sign-up`),
          iconCollection(id('benefits'), [
            ['star', 'Earn points on every order'],
            ['gift', 'Birthday reward'],
            ['truck', 'Free shipping'],
            ['calendar', 'Member events'],
          ]),
          buttons(id('ctas'), [
            cta('Join now', `/${l}/sign-up`),
            cta('Learn more', `/${l}/loyalty`, 'secondary'),
          ]),
        ],
      };
    case 'cart':
      return {
        title: 'Cart',
        description: 'Your shopping cart.',
        components: [recommendations(id('recs'), 'searchMerchandising', 'cart-upsell')],
        espots: [
          {
            id: 'cart-top',
            components: [thinBanner(id('shipping'), `${freeShippingOffer(currencyForLocale(l))}.`)],
          },
        ],
      };
    case 'checkout':
      return {
        title: 'Checkout',
        description: 'Secure checkout.',
        components: [richText(id('secure'), '<p>Payments are encrypted and processed securely.</p>')],
        espots: [
          { id: 'checkout-top', components: [thinBanner(id('returns'), 'Free returns within 60 days.')] },
        ],
      };
    case 'contact-us':
      return {
        title: 'Contact us',
        description: 'Questions about an order, a product or a return? We are here to help.',
        components: [
          richText(id('intro'), '<p>Our team answers every day from 8am to 8pm.</p>', 'How can we help?'),
          accordion(id('faq'), FAQ),
          {
            type: 'multiLinkCard',
            id: id('links'),
            title: 'Popular topics',
            links: [link('Returns', `/${l}/help-returns`), link('Shipping', `/${l}/help-shipping`)],
          },
        ],
      };
    case 'error-4xx':
      return {
        title: 'Page not found',
        description: NOT_AVAILABLE_DESCRIPTION,
        components: [
          bannerBlock(faker, id('banner'), 'Looks like this trail ends here', `/${l}`),
          buttons(id('ctas'), [cta('Go home', `/${l}`), cta('Search', `/${l}/search`, 'secondary')]),
        ],
      };
    case 'gift-card':
      return {
        title: 'Gift cards',
        description: 'Give the gift of adventure.',
        components: [
          bannerBlock(faker, id('banner'), 'Gift cards', `/${l}/gift-card`),
          richText(id('terms'), '<p>Gift cards never expire and can be used online and in stores.</p>'),
          { type: 'button', id: id('balance'), target: cta('Check your balance', `/${l}/gift-card#balance`) },
        ],
      };
    case 'loyalty-modal':
      return {
        title: 'Join Basecamp',
        description: 'Join the loyalty programme.',
        components: [
          {
            type: 'dialog',
            id: id('dialog'),
            title: 'Join Basecamp rewards',
            mediaPlacement: 'top',
            media: image('loyalty', 'Members on a trail'),
            richText: '<p>Earn points, get free shipping and member-only events.</p>',
            targets: [cta('Join now', `/${l}/sign-up`)],
            textBelowButtons: '<p>By joining you accept the loyalty terms.</p>',
          },
        ],
      };
    case 'order-confirmation':
      return {
        title: 'Thank you for your order',
        description: 'Your order is confirmed.',
        components: [
          thinBanner(id('email'), 'A confirmation email is on its way.'),
          recommendations(id('recs'), 'personalization', 'order-confirmation-recs'),
        ],
      };
    case 'promotions':
      return {
        title: 'Promotions',
        description: 'Current offers and promotions.',
        components: [
          bannerBlock(faker, id('banner'), 'Season sale', `/${l}/search?filters=sale:true`),
          {
            type: 'verticalList',
            id: id('list'),
            items: [
              { title: '20% off every item', richText: '<p>Use code SPRING20.</p>' },
              {
                title: `Free shipping over ${freeShippingAmount(currencyForLocale(l))}`,
                richText: '<p>Applied automatically.</p>',
              },
            ],
          },
          {
            type: 'filter',
            id: id('footwear-only'),
            variant: 'byCategory',
            filterBy: ['3000'],
            operator: 'IN',
            components: [thinBanner(id('footwear'), 'Buy two pairs of socks, get one free.')],
          },
        ],
      };
    case 'search':
      return {
        title: 'Search',
        description: 'Search results.',
        components: [
          richText(id('tips'), '<p>Try a broader term, or browse our categories.</p>', 'No results?'),
          recommendations(id('recs'), 'searchMerchandising', 'search-no-results'),
        ],
      };
    case 'sign-up':
      return {
        title: 'Create an account',
        description: 'Create an account and join Basecamp rewards.',
        components: [
          iconCollection(id('benefits'), [
            ['gift', 'A welcome gift'],
            ['star', 'Earn points'],
            ['truck', 'Free shipping'],
          ]),
          richText(id('terms'), `<p>See the <a href="/${l}/loyalty-terms">loyalty terms</a>.</p>`),
        ],
      };
    case 'sign-up-modal':
      return {
        title: 'Sign up',
        description: 'What members get.',
        // The sign-up dialog's content area, under its form: what an account brings (no second form).
        components: [
          iconCollection(id('benefits'), [
            ['gift', 'A welcome gift'],
            ['star', 'Earn points'],
          ]),
        ],
      };
    case 'store-locator':
      return {
        title: 'Find a store',
        description: 'Stores near you with pickup and ship-to-store.',
        components: [
          { type: 'picture', id: id('map'), media: image('store-map', 'Store map') },
          richText(id('intro'), '<p>Order online and pick up in store the same day.</p>'),
        ],
      };
    case 'westend':
      return {
        title: 'West End',
        description: 'Our West End experience store and events.',
        components: [
          heroBlock(faker, id('hero'), l, `/${l}/store-locator`),
          eventDialog(id('event'), SEEDED_EVENTS[0]),
          {
            type: 'upsell',
            id: id('upsell'),
            title: 'Complete the look',
            display: 'carousel',
            addMode: 'addToCart',
            items: upsell,
          },
          spacer(id('spacer')),
          {
            type: 'photoGallery',
            id: id('gallery'),
            title: 'From the community',
            subtitle: 'Tag your adventures',
            containerId: 'westend-gallery',
          },
        ],
      };
  }
}

export function namedPages(faker: Faker, ctx: SiteContext, upsell: UpsellInput[]): PageInput[] {
  return NAMED_CONTENT_PAGES.map((slug) => {
    const area = slug;
    return page(ctx, slug, area, namedPageParts(faker, ctx, slug, upsell));
  });
}
