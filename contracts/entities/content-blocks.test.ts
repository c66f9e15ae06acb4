import { describe, expect, it } from 'vitest';
import type { z } from '../zod';
import { AUDIENCE_SEGMENT_IDS, audienceSegmentId, consentCategory } from './content-audience';
import { type ContentBlockType, contentBlock } from './content-blocks';
import { eventContent } from './content-blocks-dialog';
import { menuItem } from './content-blocks-menu';

type BlockInput = z.input<typeof contentBlock>;

const img = (url: string) => ({
  type: 'image' as const,
  url,
  alt: 'Hiker on a ridge',
  width: 1440,
  height: 720,
});
const media = { small: img('/img/hero-s.jpg'), large: img('/img/hero-l.jpg') };
const cta = { label: 'Shop jackets', url: '/en-us/c/jackets-211001' };
const event = {
  eventId: 'trail-run-2026',
  title: 'Trail run weekend',
  startDate: '2026-06-12',
  endDate: '2026-06-14',
  enablePlusOne: true,
  richText: '<p>I accept the event terms.</p>',
  submitCtaLabel: 'Join the event',
  confirmationTitle: "You're in",
  confirmationSubtitle: 'See you on the trail.',
};
const spacer = { type: 'spacer', id: 'sp-1', size: { small: 'md' } } as const;

/** One realistic example per block type; the mapped type fails to compile when a type is missing. */
const examples: { [K in ContentBlockType]: Extract<BlockInput, { type: K }> } = {
  heroBelowMedia: {
    type: 'heroBelowMedia',
    id: 'hero-1',
    title: 'Made for the mountains',
    media,
    targets: [cta],
    eyebrow: { text: 'New season' },
    caption: { text: 'Photo: Alps', position: 'bottom' },
    gradient: 'focused',
    layouts: { large: { mediaColumns: 2 } },
    promotionTracking: {
      creativeName: 'hero-spring',
      promotionId: 'P-26-01',
      promotionName: 'Spring launch',
    },
  },
  heroProductOverlay: {
    type: 'heroProductOverlay',
    id: 'hero-2',
    media,
    overlayPicture: {
      small: { url: '/img/o-s.png', alt: '', width: 196, height: 343 },
      medium: { url: '/img/o-m.png', alt: '', width: 271, height: 467 },
      large: { url: '/img/o-l.png', alt: '', width: 344, height: 538 },
    },
  },
  banner: { type: 'banner', id: 'b-1', media, alignment: 'center', colors: { title: '#FFFFFF' } },
  splitBanner: { type: 'splitBanner', id: 'sb-1', media, mediaPosition: 'right' },
  thinBanner: { type: 'thinBanner', id: 'tb-1', richText: '<p>Free shipping over $50</p>' },
  benefitBar: { type: 'benefitBar', id: 'bb-1', items: [{ id: 'i1', richText: '<p>Free returns</p>' }] },
  collection: { type: 'collection', id: 'c-1', display: 'carousel', items: [spacer] },
  accordion: {
    type: 'accordion',
    id: 'a-1',
    items: [{ id: 'q1', title: 'Shipping', richText: '<p>3-5 days</p>' }],
  },
  richText: { type: 'richText', id: 'rt-1', richText: '<h2>Our story</h2>' },
  articlePage: { type: 'articlePage', id: 'ap-1', title: 'Layering 101', date: '2026-03-01' },
  articleGrid: {
    type: 'articleGrid',
    id: 'ag-1',
    showFilterBar: true,
    facets: [{ id: 'hiking', label: 'Hiking' }],
  },
  megaMenu: { type: 'megaMenu', id: 'mm-1', items: [{ id: 'men', title: 'Men' }] },
  secondaryNav: { type: 'secondaryNav', id: 'sn-1', title: 'Help', links: [cta] },
  popUp: { type: 'popUp', id: 'pu-1', name: 'spring-signup', title: 'Get 10% off' },
  video: {
    type: 'video',
    id: 'v-1',
    media: { small: { type: 'video', url: 'https://cdn.example.com/v.mp4' } },
    cloudinaryAsset: { cloudName: 'summitpeak', publicId: 'videos/spring' },
    duration: 45,
    playerSettings: { autoplay: true, hideControls: true, loop: true, muted: true },
  },
  picture: { type: 'picture', id: 'p-1', media },
  spacer,
  photoGallery: { type: 'photoGallery', id: 'pg-1', containerId: 'ugc-pdp' },
  socialGallery: { type: 'socialGallery', id: 'sg-1', containerId: 'ugc-home', filter: 'trail' },
  productRecommendations: {
    type: 'productRecommendations',
    id: 'pr-1',
    source: 'personalization',
    layout: '6-card',
  },
  upsell: {
    type: 'upsell',
    id: 'u-1',
    display: 'stacked',
    items: [
      {
        id: 'NF0A5G2S',
        sku: 'NF0A5G2SJK3M',
        name: 'Trail cap',
        url: '/en-us/p/trail-cap-NF0A5G2S',
        image: { url: '/img/cap.jpg', alt: 'Cap' },
        price: 30,
      },
    ],
  },
  categoryCards: { type: 'categoryCards', id: 'cc-1', cards: [{ title: 'Boots', target: cta }] },
  iconAndTextCollection: {
    type: 'iconAndTextCollection',
    id: 'it-1',
    variant: 'iconLeft',
    items: [{ icon: 'truck' }],
  },
  multiLinkCard: { type: 'multiLinkCard', id: 'ml-1', links: [cta] },
  button: { type: 'button', id: 'btn-1', target: cta },
  buttonCollection: { type: 'buttonCollection', id: 'bc-1', isCarousel: true, buttons: [cta, cta] },
  verticalList: { type: 'verticalList', id: 'vl-1', items: [{ title: 'Repair' }] },
  dialog: { type: 'dialog', id: 'd-1', mediaPlacement: 'leftLarge', form: { variant: 'eventSignUp', event } },
  experiment: {
    type: 'experiment',
    id: 'x-1',
    experienceId: 'optimizely_experience_hero_test',
    variants: [{ variantId: '29471490073-variation_1', targets: [spacer] }],
    baselines: [spacer],
  },
  audienceSwitch: {
    type: 'audienceSwitch',
    id: 'as-1',
    segments: [{ id: 'loyalty-loggedin', targets: [spacer] }],
    baselines: [],
    hideOnBreakpoint: ['small'],
  },
  filter: {
    type: 'filter',
    id: 'f-1',
    variant: 'byCategory',
    filterBy: ['211001'],
    operator: 'NOT IN',
    components: [spacer],
  },
};

describe('contentBlock', () => {
  it.each(Object.values(examples))('accepts a realistic $type block', (block) => {
    expect(contentBlock.safeParse(block).error).toBeUndefined();
  });

  it('applies the pop-up default delay of 2000 ms', () => {
    const popUp = contentBlock.parse(examples.popUp);
    expect(popUp.type === 'popUp' && popUp.delay).toBe(2000);
  });

  it('rejects an unknown type and a block without id', () => {
    expect(contentBlock.safeParse({ type: 'carousel3d', id: 'z' }).success).toBe(false);
    const { id: _id, ...noId } = examples.banner;
    expect(contentBlock.safeParse(noId).success).toBe(false);
  });

  it('validates nested blocks recursively', () => {
    const nested = {
      ...examples.experiment,
      baselines: [{ ...examples.audienceSwitch, baselines: [{ type: 'spacer' }] }],
    };
    expect(contentBlock.safeParse(nested).success).toBe(false);
  });

  it('rejects bad experiment and audience ids', () => {
    expect(contentBlock.safeParse({ ...examples.experiment, experienceId: 'exp_1' }).success).toBe(false);
    const badVariant = { ...examples.experiment, variants: [{ variantId: 'variation_1', targets: [] }] };
    expect(contentBlock.safeParse(badVariant).success).toBe(false);
    const badSegment = { ...examples.audienceSwitch, segments: [{ id: 'vip-loggedin', targets: [] }] };
    expect(contentBlock.safeParse(badSegment).success).toBe(false);
  });

  it('rejects a wrong filter operator, alignment and colour', () => {
    expect(contentBlock.safeParse({ ...examples.filter, operator: 'NOT_IN' }).success).toBe(false);
    expect(contentBlock.safeParse({ ...examples.banner, alignment: 'justify' }).success).toBe(false);
    expect(contentBlock.safeParse({ ...examples.banner, colors: { title: 'white' } }).success).toBe(false);
  });

  it('caps related articles at 4', () => {
    const a = {
      id: 'a1',
      url: '/en-us/a',
      picture: { url: '/i.jpg', alt: '' },
      title: 'A',
      tags: [{ label: 'Hike' }],
    };
    const page = { ...examples.articlePage, relatedArticles: [a, a, a, a, a] };
    expect(contentBlock.safeParse(page).success).toBe(false);
  });
});

describe('eventContent', () => {
  it('accepts the event and rejects an end before the start', () => {
    expect(eventContent.safeParse(event).success).toBe(true);
    expect(eventContent.safeParse({ ...event, endDate: '2026-06-11' }).success).toBe(false);
    expect(eventContent.safeParse({ ...event, submitCtaLabel: undefined }).success).toBe(false);
  });
});

describe('menuItem', () => {
  it('nests children and rejects a malformed child', () => {
    const item = {
      id: 'men',
      title: 'Men',
      target: { url: '/en-us/c/men-1000' },
      children: [
        { id: 'jackets', title: 'Jackets', children: [{ id: 'rain', title: 'Rain', menuIcon: 'drop' }] },
      ],
    };
    expect(menuItem.safeParse(item).success).toBe(true);
    expect(menuItem.safeParse({ ...item, children: [{ id: 'x' }] }).success).toBe(false);
  });
});

describe('consent categories and audience segments', () => {
  it('has the 4 consent categories and 16 segment ids', () => {
    expect(consentCategory.options).toEqual(['C0001', 'C0002', 'C0003', 'C0004']);
    expect(new Set(AUDIENCE_SEGMENT_IDS).size).toBe(16);
    expect(audienceSegmentId.safeParse('non-athletes-loggedin').success).toBe(true);
    expect(audienceSegmentId.safeParse('C0004').success).toBe(false);
  });
});
