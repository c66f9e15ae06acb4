// What `npm run screenshots` photographs: every page of the storefront, and the states a URL alone does not
// show (dialogs, the drawer, the checkout steps), each reached through the UI the way a shopper reaches it.
import type { Page } from 'playwright-core';
import { scrollToBlock } from '../e2e/support/reveal';
import {
  addJacketToCart,
  fillCard,
  guestCheckout,
  openCheckout,
  openPhoneMenu,
  payWithCard,
  shipHome,
  signInFromHeader,
  type TourLocale,
  tourTexts,
  tourUrls,
} from '../e2e/support/site-tour';

export type ViewportName = 'desktop' | 'mobile';

export interface Shot {
  /** One line for --help and the log. */
  readonly what: string;
  /** Only at these viewports (the phone menu has no desktop form); default both. */
  readonly viewports?: readonly ViewportName[];
  /** Gets the page to what the shot shows (starting from about:blank in a fresh session). */
  readonly prepare: (page: Page, locale: TourLocale) => Promise<void>;
  /**
   * Photograph the viewport as the shopper sees it, not the full page: a dialog or drawer on top, or
   * touch-only styling (a full-length shot in Chromium no longer matches `hover: none`).
   */
  readonly overlay?: boolean;
}

const visit =
  (name: keyof ReturnType<typeof tourUrls>): Shot['prepare'] =>
  async (page, locale) => {
    await page.goto(tourUrls(locale)[name]);
  };

/** Signs registered@example.com in on the product page and adds the product to the favourites. */
async function addFavoriteSignedIn(page: Page, locale: TourLocale): Promise<void> {
  await visit('product')(page, locale);
  await signInFromHeader(page, locale);
  await page.getByRole('button', { name: /^(Add .* to favourites|Ajouter .* aux favoris)$/ }).click();
  await page.getByRole('button', { name: /favourites|favoris/, pressed: true }).waitFor();
}

const url = (name: keyof ReturnType<typeof tourUrls>, what: string): Shot => ({
  what: `${what} (${tourUrls('en-us')[name]})`,
  prepare: visit(name),
});

/** A page of the account area of registered@example.com, signed in (its sections loaded). */
const accountArea = (path: string, what: string): Shot => ({
  what,
  prepare: async (page, locale) => {
    await visit('home')(page, locale);
    await signInFromHeader(page, locale);
    await page.goto(`${tourUrls(locale)['account-guest']}/${path}`);
    await page.locator('main section li').first().waitFor();
  },
});

/** The newest journal article of each tour locale's site (the seed's fixed faker seed draws them). */
const NEWEST_ARTICLE: Record<TourLocale, string> = {
  'en-us': '9-tips-for-snowshoeing-in-spring',
  'fr-ca': '24-tips-for-hiking-in-summer',
};

/** A content page at its address, shot once its title (or an article's trail) is there. */
const contentPage =
  (path: (locale: TourLocale) => string): Shot['prepare'] =>
  async (page, locale) => {
    await page.goto(`/${locale}${path(locale)}`);
    await page
      .getByRole('main')
      .getByRole('navigation')
      .or(page.getByRole('heading', { level: 1 }))
      .first()
      .waitFor();
  };

export const SHOTS = {
  home: url('home', 'home page'),
  'home-hero-preview': {
    what: "the home hero's link preview: the first link focused, its media faded in over the hero's",
    overlay: true,
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      const links = page.getByRole('navigation', { name: locale === 'fr-ca' ? 'Explorer' : 'Explore' });
      const first = links.getByRole('link').first();
      await first.focus();
      await first.scrollIntoViewIfNeeded();
      // The fade to its end.
      await page
        .locator('[data-fade]')
        .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    },
  },
  'home-media': {
    what: 'the home split banner, picture and video blocks as the shopper scrolls to them',
    overlay: true,
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      const split = await scrollToBlock(
        page,
        page.getByRole('region', {
          name: locale === 'fr-ca' ? 'Testé sur le terrain' : 'Tested on the trail',
        }),
      );
      await split
        .getByRole('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.decode());
    },
  },
  category: url('category', "category listing, filters in the sidebar at 1280 (Men's Jackets)"),
  'category-touch': {
    what: "the listing's first screen on a phone (Chromium's full-length shots drop touch emulation, so the tiles' touch-only Quick shop pill shows only here)",
    viewports: ['mobile'],
    overlay: true,
    prepare: visit('category'),
  },
  'category-filters': {
    what: 'the category listing with its filter drawer open',
    viewports: ['mobile'],
    overlay: true,
    prepare: async (page, locale) => {
      await visit('category')(page, locale);
      await page.getByRole('button', { name: tourTexts(locale).filter, exact: true }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  'quick-shop': {
    what: "the category listing's quick shop dialog (first tile)",
    overlay: true,
    prepare: async (page, locale) => {
      await visit('category')(page, locale);
      const quickShop = page.getByRole('main').getByRole('button', { name: /^(Quick shop|Achat rapide)/ });
      await quickShop.first().click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: tourTexts(locale).addToCart, exact: true })
        .waitFor();
    },
  },
  product: url('product', "product page (Men's Summit Down Jacket)"),
  search: url('search', 'search results for "jacket"'),
  'search-no-results': url('search-no-results', 'search without results'),
  'cart-empty': url('cart-empty', 'empty cart'),
  'mini-cart': {
    what: 'the mini cart after an add to cart',
    overlay: true,
    prepare: async (page, locale) => void (await addJacketToCart(page, locale)),
  },
  cart: {
    what: 'the cart with the jacket (added on its page)',
    prepare: async (page, locale) => {
      await addJacketToCart(page, locale);
      await page.goto(tourUrls(locale)['cart-empty']);
    },
  },
  'checkout-shipping': {
    what: "checkout's shipping step (a guest)",
    prepare: async (page, locale) => openCheckout(page, locale, await addJacketToCart(page, locale)),
  },
  'checkout-payment': {
    what: "checkout's payment step, a new card filled in",
    prepare: async (page, locale) => {
      await openCheckout(page, locale, await addJacketToCart(page, locale));
      await shipHome(page, locale);
      await fillCard(page, locale);
    },
  },
  'checkout-review': {
    what: "checkout's review step",
    prepare: async (page, locale) => {
      await openCheckout(page, locale, await addJacketToCart(page, locale));
      await shipHome(page, locale);
      await fillCard(page, locale);
      await payWithCard(page, locale);
    },
  },
  'order-confirmation': {
    what: "the order confirmation of a guest's checkout (card 4111 1111 1111 1111)",
    prepare: guestCheckout,
  },
  'sign-in': {
    what: "the header's sign-in dialog",
    overlay: true,
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      await page
        .getByRole('banner')
        .getByRole('button', { name: tourTexts(locale).signIn, exact: true })
        .click();
      await page.getByRole('dialog', { name: tourTexts(locale).signInTitle }).waitFor();
    },
  },
  'account-guest': url('account-guest', "a guest's account page"),
  account: {
    what: 'the account page of registered@example.com, signed in',
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      await signInFromHeader(page, locale);
      await page.goto(tourUrls(locale)['account-guest']);
    },
  },
  'account-nav-open': {
    what: "the account page's secondary nav opened on a phone (a content block)",
    viewports: ['mobile'],
    overlay: true,
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      await signInFromHeader(page, locale);
      await page.goto(tourUrls(locale)['account-guest']);
      await page.getByRole('button', { name: /^(My account|Mon compte)$/, expanded: false }).click();
    },
  },
  'account-orders': {
    what: 'the order history of registered@example.com, signed in',
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      await signInFromHeader(page, locale);
      await page.goto(`/${locale}/account/orders`);
      await page.getByRole('main').getByRole('listitem').first().waitFor();
    },
  },
  'account-order': {
    what: 'a delivered order (EC90000001) of registered@example.com, signed in',
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      await signInFromHeader(page, locale);
      await page.goto(`/${locale}/account/orders/EC90000001`);
      await page.getByRole('main').getByRole('heading', { level: 3 }).first().waitFor();
    },
  },
  'order-status': {
    what: "the footer's order status page, with a guest's order found (EC90000002)",
    prepare: async (page, locale) => {
      await page.goto(`/${locale}/order-status`);
      const main = page.getByRole('main');
      await main.getByRole('textbox').first().fill('EC90000002');
      await main.getByRole('textbox').nth(1).fill('registered@example.com');
      await main.locator('form button[type="submit"]').click();
      await main.getByRole('heading', { level: 3 }).first().waitFor();
    },
  },
  'account-member': {
    what: 'the account overview of loyalty@example.com (a loyalty member: points), signed in',
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      await signInFromHeader(page, locale, { email: 'loyalty@example.com', password: 'Trail2026!' });
      await page.goto(tourUrls(locale)['account-guest']);
      await page.getByRole('main').getByRole('heading', { level: 2 }).first().waitFor();
    },
  },
  'account-partial': {
    what: 'the account overview of partial@example.com (partially enrolled: the prompt), signed in',
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      await signInFromHeader(page, locale, { email: 'partial@example.com', password: 'Trail2026!' });
      await page.goto(tourUrls(locale)['account-guest']);
      await page.getByRole('main').getByRole('button').first().waitFor();
    },
  },
  'account-profile': {
    what: 'the profile page of registered@example.com, signed in',
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      await signInFromHeader(page, locale);
      await page.goto(`${tourUrls(locale)['account-guest']}/profile`);
      await page.getByRole('form').first().waitFor();
    },
  },
  'account-communication': {
    what: 'the communication preferences of registered@example.com, signed in',
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      await signInFromHeader(page, locale);
      await page.goto(`${tourUrls(locale)['account-guest']}/communication`);
      await page.getByRole('main').getByRole('heading', { level: 2 }).first().waitFor();
    },
  },
  'account-addresses': accountArea('addresses', 'the address book of registered@example.com'),
  'account-payment-methods': accountArea('payment-methods', 'the saved cards of registered@example.com'),
  'sign-up': url('sign-up', 'the sign-up page'),
  'pop-up': {
    what: "the site's first pop-up, expanded after its delay (the home page, scrolled a little)",
    overlay: true,
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.evaluate(() => window.scrollBy(0, 200));
      await page.locator('section[data-expanded="true"] h2').waitFor({ timeout: 15_000 });
    },
  },
  'newsletter-dialog': {
    what: "the newsletter form in its dialog, opened from the footer's newsletter entry",
    overlay: true,
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await footer.locator('button[aria-haspopup="dialog"]').click();
      await page.getByRole('dialog').getByRole('checkbox').waitFor();
    },
  },
  'event-sign-in': {
    what: "the home page's event sign-up dialog, signed out: the sign-in step",
    overlay: true,
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      await (
        await scrollToBlock(page, page.getByRole('button', { name: /^(Register for|S’inscrire à) / }))
      ).click();
      await page.getByRole('dialog').getByRole('textbox').first().waitFor();
    },
  },
  'event-form': {
    what: "the home page's event sign-up dialog, signed in: the event form",
    overlay: true,
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      await signInFromHeader(page, locale);
      await (
        await scrollToBlock(page, page.getByRole('button', { name: /^(Register for|S’inscrire à) / }))
      ).click();
      await page.getByRole('dialog').getByRole('checkbox').first().waitFor();
    },
  },
  'account-favorites': {
    what: 'the favourites of registered@example.com (one product added from its page), signed in',
    prepare: async (page, locale) => {
      await addFavoriteSignedIn(page, locale);
      await page.goto(`/${locale}/account/favorites`);
      await page.getByRole('main').getByRole('listitem').first().waitFor();
    },
  },
  'favorites-shared': {
    what: 'a shared favourites list as its link opens it (/{locale}/favorites/shared/<id>)',
    prepare: async (page, locale) => {
      await addFavoriteSignedIn(page, locale);
      await page.goto(`/${locale}/account/favorites`);
      const main = page.getByRole('main');
      await main.getByRole('button', { name: /^(Share your favourites|Partager vos favoris)$/ }).click();
      const link = main.getByRole('link', { name: /\/favorites\/shared\// });
      await page.goto((await link.getAttribute('href')) ?? '');
      await main.getByRole('listitem').first().waitFor();
    },
  },
  'account-saved-for-later': {
    what: 'the saved-for-later page of registered@example.com (nothing saved), signed in',
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      await signInFromHeader(page, locale);
      await page.goto(`/${locale}/account/saved-for-later`);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    },
  },
  'account-loyalty': {
    what: 'the rewards page of loyalty@example.com (points, vouchers, welcome offer, rewards bar), signed in',
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      await signInFromHeader(page, locale, { email: 'loyalty@example.com', password: 'Trail2026!' });
      await page.goto(`/${locale}/account/loyalty`);
      await page.getByRole('progressbar').waitFor();
    },
  },
  'account-help': {
    what: "the account's help page, signed in",
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      await signInFromHeader(page, locale);
      await page.goto(`/${locale}/account/help`);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    },
  },
  'help-contact-us': {
    what: "the contact-us form (the footer's Contact us), as a guest",
    prepare: async (page, locale) => {
      await page.goto(`/${locale}/help/contact-us`);
      await page.getByRole('main').getByRole('option').nth(1).waitFor({ state: 'attached' });
    },
  },
  'help-warranty': {
    what: "the warranty claim form (the footer's Warranty), as a guest",
    prepare: async (page, locale) => {
      await page.goto(`/${locale}/help/warranty`);
      await page.getByRole('main').getByRole('button').last().waitFor();
    },
  },
  'sign-up-dialog': {
    what: "the sign-up dialog, opened from the sign-in dialog's create-account prompt",
    overlay: true,
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      const t = tourTexts(locale);
      await page.getByRole('banner').getByRole('button', { name: t.signIn, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.createAccount }).click();
      await page.getByRole('dialog', { name: t.createAccount }).getByRole('textbox').first().waitFor();
    },
  },
  'forgot-password': url('forgot-password', 'forgot password: ask for a reset link'),
  'reset-password': url('reset-password', 'reset password with the emailed code'),
  'change-password': {
    what: 'the change-password dialog from the profile page of registered@example.com',
    overlay: true,
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      await signInFromHeader(page, locale);
      await page.goto(`${tourUrls(locale)['account-guest']}/profile`);
      const { changePassword } = tourTexts(locale);
      await page.getByRole('button', { name: changePassword }).click();
      // The dialog is titled as its button; password fields have no textbox role.
      await page.getByRole('dialog').waitFor();
    },
  },
  'loyalty-join': url('loyalty-join', 'the loyalty programme join page'),
  'loyalty-lookup': {
    what: "the enrolment's lookup step (a guest joining the loyalty programme)",
    overlay: true,
    prepare: async (page, locale) => {
      await visit('loyalty-join')(page, locale);
      await page
        .getByRole('main')
        .getByRole('button', { name: tourTexts(locale).joinLoyalty })
        .click();
      await page.getByRole('dialog').getByRole('textbox').first().waitFor();
    },
  },
  'phone-menu': {
    what: "the phone layout's menu drawer",
    viewports: ['mobile'],
    overlay: true,
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      await openPhoneMenu(page, locale);
    },
  },
  'home-text-blocks': {
    what: "the home page's text blocks: thin banner, rich text, spacer, the questions with the second one opened",
    overlay: true,
    prepare: async (page, locale) => {
      await visit('home')(page, locale);
      const questions = await scrollToBlock(
        page,
        page.getByRole('region', { name: /^(Frequently asked questions|Questions fréquentes)$/ }),
      );
      await questions.locator('summary').nth(1).click();
      // The rich text mid-screen: the thin banner above it, the questions below.
      await page
        .getByRole('region', { name: /^(Our story|Notre histoire)$/ })
        .evaluate((story) => story.scrollIntoView({ block: 'center' }));
    },
  },
  journal: {
    what: "the journal page's article grid, one tag chosen (/{locale}/journal?tag=hiking; routed by the content pages)",
    prepare: async (page, locale) => {
      await page.goto(`/${locale}/journal?tag=hiking`);
      await page.getByRole('main').getByRole('article').first().waitFor();
    },
  },
  article: {
    what: 'an article of the journal, with its related articles (the first of /{locale}/journal)',
    prepare: async (page, locale) => {
      await page.goto(`/${locale}/journal`);
      await page.getByRole('main').getByRole('article').first().getByRole('link').click();
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  },
  // The store locator and location selector, and the product page's size guide and notify-me (issue 26).
  'store-locator': {
    what: 'the store locator with the stores near a postal code (80202; V6E 3P3 in Canada)',
    prepare: async (page, locale) => {
      const place = locale === 'en-us' ? '80202' : 'V6E 3P3';
      await page.goto(`/${locale}/store-locator?postalCode=${encodeURIComponent(place)}`);
      await page.getByRole('main').getByRole('listitem').first().waitFor();
    },
  },
  'location-selector': {
    what: "the location selector (the footer's change country link)",
    prepare: async (page, locale) => {
      await page.goto(`/${locale}/location-selector`);
      await page.getByRole('main').getByRole('link').first().waitFor();
    },
  },
  'size-guide': {
    what: "the product page's size guide dialog (the Canyon Low Sneaker: footwear)",
    overlay: true,
    prepare: async (page, locale) => {
      await page.goto(`/${locale}/p/mens-canyon-low-sneaker-SPSN0001`);
      await page.getByRole('button', { name: /^(Size guide|Guide des tailles)$/ }).click();
      await page.getByRole('dialog').getByRole('table').first().waitFor();
    },
  },
  'notify-me': {
    what: "the product page's notify-me dialog for the sneaker's sold-out size 9",
    overlay: true,
    prepare: async (page, locale) => {
      await page.goto(`/${locale}/p/mens-canyon-low-sneaker-SPSN0001`);
      await page.getByRole('button', { name: /Notify me|M’avertir/ }).click();
      await page.getByRole('dialog').getByRole('textbox').waitFor();
    },
  },
  'agent-login': url('agent-login', 'associate sign-in'),
  'not-found': {
    what: `not-found page with its error-4xx content (${tourUrls('en-us')['not-found']})`,
    prepare: async (page, locale) => {
      await visit('not-found')(page, locale);
      await page.locator('[data-espot="error-4xx"]').waitFor();
    },
  },
  showcase: {
    what: 'showcase preview tool, one doc type (/en-us/showcase?docType=articlePage)',
    prepare: async (page, locale) => {
      await page.goto(`/${locale}/showcase?docType=articlePage`);
      await page.getByRole('list', { name: /^(Items|Éléments)$/ }).waitFor();
    },
  },
  'content-page': {
    what: 'a generic content page (/{locale}/about-us)',
    prepare: contentPage(() => '/about-us'),
  },
  'content-child': {
    what: 'a child page under help, with its trail (/{locale}/help/help-returns)',
    prepare: contentPage(() => '/help/help-returns'),
  },
  'content-help': {
    what: 'the help page and the pages under it (/{locale}/help)',
    prepare: contentPage(() => '/help'),
  },
  'content-article': {
    what: 'a journal article (/{locale}/journal/<newest>)',
    prepare: contentPage((locale) => `/journal/${NEWEST_ARTICLE[locale]}`),
  },
} satisfies Record<string, Shot>;

export type ShotName = keyof typeof SHOTS;
