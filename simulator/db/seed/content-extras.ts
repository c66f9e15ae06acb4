import type { popUpBlock } from '../../../contracts/entities/content-blocks-dialog';
import type { contentFragment } from '../../../contracts/entities/content-page';
import type { z } from '../../../contracts/zod';
import { freeShippingOffer } from '../commerce-config';
import {
  benefitBar,
  cta,
  eventDialog,
  iconCollection,
  newsletterDialog,
  richText,
  thinBanner,
} from './content-blocks-factory';
import { SEEDED_EVENTS } from './content-events';
import type { SiteContext } from './content-types';

/** Two pop-ups per site: a welcome offer (default delay) and a loyalty invitation after 8 seconds. */
export function buildPopUps(ctx: SiteContext): z.input<typeof popUpBlock>[] {
  const l = ctx.locale;
  return [
    {
      type: 'popUp',
      id: `${ctx.siteId}-popup-welcome`,
      name: 'welcome-offer',
      title: '10% off your first order',
      titleColor: '#FFFFFF',
      backgroundColor: '#1A1A1A',
      logo: {
        url: 'https://images.summitpeak.example/content/logo-white.svg',
        alt: 'SummitPeak',
        width: 120,
        height: 40,
      },
      logoSize: 'small',
      minimizedTitle: 'Get 10% off',
      maximizedTitle: 'Welcome to SummitPeak',
      targets: [cta('Sign up', `/${l}/sign-up`)],
      disclaimer: '<p>New subscribers only. One use per customer.</p>',
      disclaimerColor: '#CCCCCC',
    },
    {
      type: 'popUp',
      id: `${ctx.siteId}-popup-loyalty`,
      name: 'loyalty-join',
      delay: 8000,
      title: 'Join Basecamp rewards',
      logoSize: 'large',
      targets: [cta('Join now', `/${l}/sign-up?loyalty=true`)],
    },
  ];
}

type FragmentInput = z.input<typeof contentFragment>;

/** Fragments shared by every site, keyed by fragment id. */
export function buildFragments(): Record<string, FragmentInput> {
  const ctx = { siteId: 'shared', locale: 'en-us' };
  const fragment = (id: string, name: string, components: FragmentInput['components']): FragmentInput => ({
    id,
    name,
    locale: ctx.locale,
    components,
  });
  return {
    'benefit-bar': fragment('benefit-bar', 'Benefit bar', [benefitBar('fragment-benefit-bar', ctx.locale)]),
    'newsletter-signup': fragment('newsletter-signup', 'Newsletter sign-up', [
      newsletterDialog('fragment-newsletter'),
    ]),
    'trailfest-event': fragment('trailfest-event', 'TrailFest event sign-up', [
      eventDialog('fragment-trailfest', SEEDED_EVENTS[0]),
    ]),
    'summit-clinic-event': fragment('summit-clinic-event', 'Boot-fitting clinic sign-up', [
      eventDialog('fragment-summit-clinic', SEEDED_EVENTS[1]),
    ]),
    'winter-camp-event': fragment('winter-camp-event', 'Winter camp sign-up', [
      eventDialog('fragment-winter-camp', SEEDED_EVENTS[2]),
    ]),
    'free-shipping-banner': fragment('free-shipping-banner', 'Free shipping banner', [
      thinBanner('fragment-free-shipping', `${freeShippingOffer()}.`),
    ]),
    'loyalty-benefits': fragment('loyalty-benefits', 'Loyalty benefits', [
      iconCollection('fragment-loyalty-benefits', [
        ['star', 'Earn points'],
        ['gift', 'Birthday reward'],
        ['truck', 'Free shipping'],
        ['calendar', 'Member events'],
      ]),
    ]),
    'size-guide-note': fragment('size-guide-note', 'Size guide note', [
      richText('fragment-size-guide', '<p>Between sizes? Size up for layering.</p>'),
    ]),
  };
}
