import type { ComponentType } from 'react';
import type { SiteFeatures } from '../../../config/site-config';
import { lazyWithMessages } from '../../../i18n/lazy-with-messages';
import type { DeferredArea } from '../../../i18n/message-areas';
import AccountOverview from '../overview/account-overview';

/** What decides whether an area is offered to this shopper. */
export interface AccountAreaFacts {
  readonly features: SiteFeatures;
  /** An associate selling in store sees neither favourites nor saved for later (spec 000 section 6). */
  readonly inStoreAssociate: boolean;
}

/** One area of the account: its address under /{locale}/account, its menu label and its page. */
export interface AccountArea {
  readonly id: string;
  /** The path under /{locale}/account ('' for the overview); the page handles what lies below it. */
  readonly path: string;
  /** The menu's label (an accountArea catalogue id). */
  readonly label: string;
  readonly Page: ComponentType;
  /** Offered only when this holds; always when absent. */
  readonly shown?: (facts: AccountAreaFacts) => boolean;
}

/** An area's page: its own chunk, loaded with the catalogue areas its texts live in. */
const page = (
  load: () => Promise<{ default: ComponentType }>,
  areas: readonly DeferredArea[] = ['accountArea'],
) => lazyWithMessages<object>(load, areas);

/**
 * The account's areas, in menu order: the account navigation and the routes are both made from this table,
 * so a menu entry always has its page. Each page but the overview is its own chunk.
 */
export const ACCOUNT_AREAS: readonly AccountArea[] = [
  {
    id: 'overview',
    path: '',
    label: 'accountArea.nav.overview',
    // The area's landing page ships with the area (account-route loads its texts): it paints with the
    // navigation, so nothing moves the phone's menu below it while a page chunk arrives.
    Page: AccountOverview,
  },
  {
    id: 'profile',
    path: 'profile',
    label: 'accountArea.nav.profile',
    Page: page(() => import('../profile/profile-page'), ['account', 'accountArea', 'enrolment', 'signUp']),
  },
  {
    id: 'addresses',
    path: 'addresses',
    label: 'accountArea.nav.addresses',
    // The checkout's address form: its labels and validation texts are the checkout's.
    Page: page(() => import('../addresses/addresses-page'), ['accountArea', 'checkout']),
  },
  {
    id: 'paymentMethods',
    path: 'payment-methods',
    label: 'accountArea.nav.paymentMethods',
    // The checkout's card and billing forms: their texts are the payment and checkout areas'.
    Page: page(() => import('../wallet/payment-methods-page'), ['accountArea', 'checkout', 'payment']),
  },
  {
    id: 'orders',
    path: 'orders',
    label: 'accountArea.nav.orders',
    Page: page(() => import('../orders/orders-page'), ['accountArea', 'errorTexts']),
  },
  {
    id: 'favorites',
    path: 'favorites',
    label: 'accountArea.nav.favorites',
    Page: page(() => import('../favorites/favorites-page'), ['accountArea']),
    shown: ({ features, inStoreAssociate }) => features.favorites && !inStoreAssociate,
  },
  {
    id: 'savedForLater',
    path: 'saved-for-later',
    label: 'accountArea.nav.savedForLater',
    Page: page(() => import('../saved-for-later/saved-for-later-page'), ['accountArea', 'cartPage']),
    shown: ({ inStoreAssociate }) => !inStoreAssociate,
  },
  {
    id: 'loyalty',
    path: 'loyalty',
    label: 'accountArea.nav.loyalty',
    Page: page(() => import('../loyalty/loyalty-page'), ['accountArea', 'errorTexts']),
    shown: ({ features }) => features.loyaltyFeatures,
  },
  {
    id: 'communication',
    path: 'communication',
    label: 'accountArea.nav.communication',
    Page: page(() => import('../communication/communication-page'), ['accountArea', 'enrolment']),
  },
  {
    id: 'help',
    path: 'help',
    label: 'accountArea.nav.help',
    Page: page(() => import('../help/account-help-page'), ['accountArea']),
  },
];

/** The areas this shopper is offered. */
export const shownAreas = (facts: AccountAreaFacts): readonly AccountArea[] =>
  ACCOUNT_AREAS.filter((area) => area.shown?.(facts) ?? true);
