import type { Faker } from '@faker-js/faker';
import type { contentBlock } from '../../../contracts/entities/content-blocks';
import type { EventContent } from '../../../contracts/entities/content-blocks-dialog';
import type { ctaTarget, mediaPerSize } from '../../../contracts/entities/content-media';
import type { z } from '../../../contracts/zod';
import { currencyForLocale } from '../../domain/catalogue/money';
import { freeShippingOffer } from '../commerce-config';

/** Content blocks as the CMS writes them (defaults not yet applied); the seed parses them with the contract. */
export type BlockInput = z.input<typeof contentBlock>;
type MediaInput = z.input<typeof mediaPerSize>;
type TargetInput = z.input<typeof ctaTarget>;

const CONTENT_IMAGE_HOST = 'https://images.summitpeak.example/content';

export function image(name: string, alt: string): MediaInput {
  return {
    small: { type: 'image', url: `${CONTENT_IMAGE_HOST}/${name}-small.jpg`, alt, width: 750, height: 940 },
    medium: { type: 'image', url: `${CONTENT_IMAGE_HOST}/${name}-medium.jpg`, alt, width: 1024, height: 768 },
    large: { type: 'image', url: `${CONTENT_IMAGE_HOST}/${name}-large.jpg`, alt, width: 1920, height: 900 },
  };
}

export function cta(label: string, url: string, style: TargetInput['style'] = 'primary'): TargetInput {
  return { label, url, linkType: 'cta', style };
}

export function link(label: string, url: string): TargetInput {
  return { label, url, linkType: 'link' };
}

const HEADLINES = [
  'Made for the mountains',
  'Find your trail',
  'Layer up for the season',
  'Gear that goes further',
  'Built to be worn out',
  'Outside is calling',
];
const SUBTITLES = [
  'New arrivals for every kind of adventure.',
  'Tested on the trail, ready for yours.',
  'Warmth without the weight.',
  'Members earn points on every order.',
];
const SCENES = ['ridge', 'forest', 'lake', 'snowfield', 'canyon', 'campfire', 'trailhead', 'summit'];

function tracking(id: string, name: string) {
  return { creativeName: `${name} creative`, promotionId: id, promotionName: name };
}

export function heroBlock(faker: Faker, id: string, locale: string, shopUrl: string): BlockInput {
  const title = faker.helpers.arrayElement(HEADLINES);
  return {
    type: 'heroBelowMedia',
    id,
    name: `Hero ${id}`,
    title,
    subtitle: faker.helpers.arrayElement(SUBTITLES),
    media: image(`hero-${faker.helpers.arrayElement(SCENES)}`, title),
    eyebrow: { text: 'New season' },
    linkType: 'cta',
    targets: [cta('Shop now', shopUrl), cta('Explore the journal', `/${locale}/journal`, 'secondary')],
    caption: { text: 'Photographed in the Rockies', position: 'bottom' },
    gradient: faker.helpers.arrayElement(['none', 'full', 'focused'] as const),
    layouts: {
      small: { mediaColumns: 1 },
      large: { mediaColumns: faker.helpers.arrayElement([1, 2] as const) },
    },
    promotionTracking: tracking(`${id}-promo`, title),
  };
}

/**
 * A below-media hero with rich text and a link preview over the featured categories (spec 001 section 2:
 * hovering or focusing a link shows its media in the hero).
 */
export function withHeroExtras(
  hero: BlockInput,
  links: readonly { title: string; url: string }[],
): BlockInput {
  if (hero.type !== 'heroBelowMedia') return hero;
  return {
    ...hero,
    richText: '<p>Layers, boots and packs <strong>tested by our athletes</strong>.</p>',
    linkPreview: links.slice(0, 3).map((c) => ({
      label: c.title,
      target: { url: c.url },
      media: image(`preview-${c.title.toLowerCase().replace(/\W+/g, '-')}`, c.title),
    })),
  };
}

export function productOverlayHero(id: string, title: string, url: string): BlockInput {
  const picture = (w: number, h: number) => ({
    url: `${CONTENT_IMAGE_HOST}/overlay-${w}x${h}.png`,
    alt: title,
    width: w,
    height: h,
  });
  return {
    type: 'heroProductOverlay',
    id,
    title,
    media: image('hero-basecamp', title),
    overlayPicture: { small: picture(196, 343), medium: picture(271, 467), large: picture(344, 538) },
    targets: [cta('Join now', url)],
    gradient: 'focused',
  };
}

export function bannerBlock(faker: Faker, id: string, title: string, url: string): BlockInput {
  return {
    type: 'banner',
    id,
    title,
    subtitle: faker.helpers.arrayElement(SUBTITLES),
    media: image(`banner-${faker.helpers.arrayElement(SCENES)}`, title),
    targets: [cta('Shop now', url)],
    textPosition: faker.helpers.arrayElement(['overlay', 'below'] as const),
    promotionTracking: tracking(`${id}-promo`, title),
  };
}

export function thinBanner(id: string, text: string, url?: string): BlockInput {
  return {
    type: 'thinBanner',
    id,
    richText: `<p>${text}</p>`,
    icon: 'truck',
    ...(url ? { targets: [link('Details', url)] } : {}),
  };
}

export function richText(id: string, html: string, title?: string): BlockInput {
  return { type: 'richText', id, richText: html, ...(title ? { title } : {}) };
}

export function benefitBar(id: string, locale: string): BlockInput {
  return {
    type: 'benefitBar',
    id,
    closable: true,
    rotationIntervalSeconds: 5,
    items: [
      {
        id: `${id}-1`,
        richText: `<p>${freeShippingOffer(currencyForLocale(locale))}</p>`,
        target: link('Details', `/${locale}/help-shipping`),
      },
      {
        id: `${id}-2`,
        richText: '<p>Free returns within 60 days</p>',
        target: link('Returns', `/${locale}/help-returns`),
      },
      { id: `${id}-3`, richText: '<p>Members earn points on every order</p>' },
    ],
  };
}

export function newsletterDialog(id: string): BlockInput {
  return {
    type: 'dialog',
    id,
    title: 'Stay in the loop',
    mediaPlacement: 'leftNormal',
    media: image('newsletter', 'Hikers at sunrise'),
    richText: '<p>News, launches and trail stories, twice a month.</p>',
    form: {
      variant: 'newsletter',
      heading: 'Sign up for our newsletter',
      subheading: 'Unsubscribe any time.',
    },
  };
}

/** An event sign-up dialog for one of the seeded events (content-events.ts). */
export function eventDialog(id: string, event: EventContent): BlockInput {
  return {
    type: 'dialog',
    id,
    title: event.title,
    mediaPlacement: 'top',
    media: image(event.eventId, event.title),
    form: { variant: 'eventSignUp', event: { ...event } },
  };
}

export function iconCollection(id: string, items: readonly [string, string][]): BlockInput {
  return {
    type: 'iconAndTextCollection',
    id,
    variant: 'iconAboveText',
    iconSize: 'medium',
    items: items.map(([icon, title]) => ({ icon, title, richText: `<p>${title}.</p>` })),
  };
}

export function recommendations(
  id: string,
  source: 'personalization' | 'searchMerchandising',
  placementId: string,
): BlockInput {
  return {
    type: 'productRecommendations',
    id,
    title: 'You may also like',
    source,
    layout: '3-card',
    placementId,
  };
}

export function accordion(id: string, items: readonly [string, string][]): BlockInput {
  return {
    type: 'accordion',
    id,
    items: items.map(([title, html], i) => ({
      id: `${id}-${i + 1}`,
      title,
      richText: html,
      expanded: i === 0,
    })),
  };
}

export function spacer(id: string): BlockInput {
  return { type: 'spacer', id, size: { small: 'sm', medium: 'md', large: 'lg' } };
}

export function buttons(id: string, targets: TargetInput[]): BlockInput {
  return { type: 'buttonCollection', id, isCarousel: false, buttons: targets };
}
