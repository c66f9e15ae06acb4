import { type BlockInput, cta, image, link } from './content-blocks-factory';

const search = (locale: string, query: string) => `/${locale}/search?q=${encodeURIComponent(query)}`;

const ACTIVITIES: readonly (readonly [name: string, scene: string, alt: string, gear: readonly string[]])[] =
  [
    ['Hiking', 'activity-hiking', 'Hikers on a ridge', ['Hiking boots', 'Backpacks']],
    ['Trail running', 'activity-running', 'A runner on a forest trail', ['Trail runners', 'Socks']],
    ['Climbing', 'activity-climbing', 'A climber on a granite wall', ['Backpacks', 'Gloves']],
    ['Camping', 'activity-camping', 'A tent by a lake at dusk', ['Tents', 'Sleeping bags']],
    ['Snow sports', 'activity-snow', 'A skier in fresh snow', ['Jackets', 'Hats']],
  ];

const POPULAR_SEARCHES = [
  'Jackets',
  'Hiking boots',
  'Fleece',
  'Base layers',
  'Backpacks',
  'Tents',
  'Sleeping bags',
  'Sandals',
];

/**
 * The home page's layout blocks (spec 001 section 2): an icon-and-text collection of four (the two-column
 * grid), a carousel collection of multi-link cards, and a button collection in a carousel.
 */
export function homeLayoutBlocks(locale: string, id: (suffix: string) => string): BlockInput[] {
  return [
    {
      type: 'iconAndTextCollection',
      id: id('why'),
      title: 'Why shop with us',
      variant: 'iconAboveText',
      iconSize: 'large',
      items: [
        { icon: 'truck', title: 'Free shipping', richText: '<p>Members ship free on every order.</p>' },
        { icon: 'return', title: 'Free returns', richText: '<p>Send it back within 60 days.</p>' },
        { icon: 'shield', title: 'Two-year warranty', richText: '<p>On everything we sell.</p>' },
        { icon: 'leaf', title: 'Repairs for life', richText: '<p>We mend what you wear out.</p>' },
      ],
    },
    {
      type: 'collection',
      id: id('activities'),
      title: 'Explore by activity',
      display: 'carousel',
      carousel: { showArrows: true, slidePadding: 'small' },
      items: ACTIVITIES.map(([name, scene, alt, gear]) => ({
        type: 'multiLinkCard',
        id: id(scene),
        title: name,
        media: image(scene, alt),
        links: gear.map((label) => link(label, search(locale, label))),
      })),
    },
    {
      type: 'buttonCollection',
      id: id('popular'),
      title: 'Popular searches',
      isCarousel: true,
      buttons: POPULAR_SEARCHES.map((label) => cta(label, search(locale, label), 'secondary')),
    },
  ];
}

/** The account page's vertical list of member services and a call-to-action button (spec 001 section 2). */
export function accountLayoutBlocks(locale: string, id: (suffix: string) => string): BlockInput[] {
  return [
    {
      type: 'verticalList',
      id: id('services'),
      title: 'Member services',
      items: [
        {
          title: 'Free repairs',
          richText: '<p>Bring worn gear to any store and we mend it.</p>',
          media: image('service-repairs', ''),
          target: link('Find a store', `/${locale}/store-locator`),
        },
        {
          title: 'Gear rental',
          richText: '<p>Try a tent or skis for a weekend before you buy.</p>',
          media: image('service-rental', ''),
        },
      ],
    },
    { type: 'button', id: id('new-arrivals'), target: cta('Shop new arrivals', search(locale, 'new')) },
  ];
}
