import type { Locator, Page } from 'playwright-core';
import { PAGES } from './pages';

/**
 * Every page of the storefront, in each locale the quality checks cover, and the steps that reach the pages
 * a plain URL cannot show (a cart with an item, the checkout steps, the confirmation, the signed-in
 * account, the phone menu). Shared by `npm run screenshots` (scripts/screenshots.ts, playwright-core) and
 * the console-clean journey (@playwright/test), so it waits with locators only, never `expect`. The texts
 * are the storefront catalogues' (storefront/src/i18n/catalogues/{en,fr}); e2e never imports them.
 */

export const TOUR_LOCALES = ['en-us', 'fr-ca'] as const;
export type TourLocale = (typeof TOUR_LOCALES)[number];

/** The seeded jacket's id part of its path: the slug before it may be localised, the id finds it. */
const PRODUCT_PATH = PAGES.product.replace(/^\/en-us/, '');
const CATEGORY_PATH = PAGES.category.replace(/^\/en-us/, '');

/** Pages a URL alone shows, per locale (a guest, an empty cart). */
export function tourUrls(locale: TourLocale) {
  return {
    home: `/${locale}`,
    category: `/${locale}${CATEGORY_PATH}`,
    product: `/${locale}${PRODUCT_PATH}`,
    search: `/${locale}/search?q=jacket`,
    'search-no-results': `/${locale}/search?q=zzqx`,
    'cart-empty': `/${locale}/cart`,
    'account-guest': `/${locale}/account`,
    'agent-login': `/${locale}/agent-login`,
    'sign-up': `/${locale}/sign-up`,
    'forgot-password': `/${locale}/forgot-password`,
    'reset-password': `/${locale}/reset-password`,
    'loyalty-join': `/${locale}/loyalty/join`,
    'not-found': `/${locale}/no-such-page`,
  } as const;
}
/** The catalogue texts the steps below press or wait for. */
const TEXTS = {
  'en-us': {
    addToCart: 'Add to cart',
    viewCart: 'View cart',
    checkout: 'Checkout',
    continueToPayment: 'Continue to payment',
    card: 'Credit or debit card',
    useThisCard: 'Use this card',
    placeOrder: 'Place order',
    thanks: 'Thank you for your order',
    signIn: 'Sign in',
    signInTitle: 'Sign in',
    email: 'Email',
    password: 'Password',
    openMenu: 'Open menu',
    filter: 'Filter',
    countryAndLanguage: 'Country and language',
    go: 'Go',
    createAccount: 'Create an account',
    changePassword: 'Change password',
    joinLoyalty: 'Join now',
  },
  'fr-ca': {
    addToCart: 'Ajouter au panier',
    viewCart: 'Voir le panier',
    checkout: 'Passer la commande',
    continueToPayment: 'Continuer vers le paiement',
    card: 'Carte de crédit ou de débit',
    useThisCard: 'Utiliser cette carte',
    placeOrder: 'Passer la commande',
    thanks: 'Merci pour votre commande',
    signIn: 'Se connecter',
    signInTitle: 'Connexion',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    openMenu: 'Ouvrir le menu',
    filter: 'Filtrer',
    countryAndLanguage: 'Pays et langue',
    go: 'Aller',
    createAccount: 'Créer un compte',
    changePassword: 'Modifier le mot de passe',
    joinLoyalty: 'Adhérer',
  },
} as const satisfies Record<TourLocale, Record<string, string>>;

export const tourTexts = (locale: TourLocale) => TEXTS[locale];

/** A home address each site ships to (a CAD cart ships only to Canada). */
const ADDRESSES = {
  'en-us': {
    street: '500 Pine Street',
    city: 'Seattle',
    province: 'WA',
    postalCode: '98101',
    phone: '2065550100',
  },
  'fr-ca': {
    street: '290 Bremner Blvd',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5V 3L9',
    phone: '4165550123',
  },
} as const satisfies Record<TourLocale, Record<string, string>>;

/** The documented seeded shopper (simulator/db/seed/consumer-seed-documented.ts). */
export const TOUR_SHOPPER = { email: 'registered@example.com', password: 'Trail2026!' } as const;

const field = (scope: Page | Locator, autocomplete: string) =>
  scope.locator(`[autocomplete="${autocomplete}"]`);

/** The jacket in size M, added from its page; the mini cart stays open. */
export async function addJacketToCart(page: Page, locale: TourLocale): Promise<Locator> {
  const t = TEXTS[locale];
  await page.goto(tourUrls(locale).product);
  const add = page.getByRole('button', { name: t.addToCart, exact: true });
  await add.waitFor();
  await page.getByRole('radio', { name: 'M', exact: true }).check();
  await add.click();
  const miniCart = page.getByRole('dialog').filter({ has: page.getByRole('link', { name: t.viewCart }) });
  await miniCart.waitFor();
  return miniCart;
}

/** The category page's first quick shop: opened, shown, closed with Escape. */
export async function openAndCloseQuickShop(page: Page, locale: TourLocale): Promise<void> {
  await page.goto(tourUrls(locale).category);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(Quick shop|Achat rapide)/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/** From the open mini cart to the cart page, then to the checkout's first step. */
export async function openCheckout(page: Page, locale: TourLocale, miniCart: Locator): Promise<void> {
  const t = TEXTS[locale];
  await miniCart.getByRole('link', { name: t.viewCart }).click();
  await miniCart.waitFor({ state: 'hidden' });
  await page.getByRole('main').getByRole('link', { name: t.checkout, exact: true }).click();
  await field(page, 'shipping given-name').waitFor();
}

/** Fills the shipping step with the locale's home address and continues to payment. */
export async function shipHome(page: Page, locale: TourLocale): Promise<void> {
  const a = ADDRESSES[locale];
  await field(page, 'shipping given-name').fill('Ada');
  await field(page, 'shipping family-name').fill('Lovelace');
  await field(page, 'shipping address-line1').fill(a.street);
  await field(page, 'shipping address-level2').fill(a.city);
  await field(page, 'shipping address-level1').selectOption(a.province);
  await field(page, 'shipping postal-code').fill(a.postalCode);
  await field(page, 'shipping tel-national').fill(a.phone);
  await field(page, 'shipping email').fill('ada@example.com');
  await page.getByRole('button', { name: TEXTS[locale].continueToPayment }).click();
  await page.getByRole('radio', { name: TEXTS[locale].card }).waitFor();
}

/** Chooses a new card in the payment step and fills it with the sandbox card that authorises. */
export async function fillCard(page: Page, locale: TourLocale): Promise<void> {
  await page.getByRole('radio', { name: TEXTS[locale].card }).check();
  await field(page, 'cc-number').fill('4111 1111 1111 1111');
  await field(page, 'cc-exp').fill('12/30');
  await field(page, 'cc-csc').fill('123');
  await field(page, 'cc-name').fill('Ada Lovelace');
}

/** Pays with the filled card; waits for the review step's "Place order". */
export async function payWithCard(page: Page, locale: TourLocale): Promise<void> {
  await page.getByRole('button', { name: TEXTS[locale].useThisCard }).click();
  await placeOrderButton(page, locale).waitFor();
}

const placeOrderButton = (page: Page, locale: TourLocale) =>
  page.getByRole('main').getByRole('button', { name: TEXTS[locale].placeOrder, exact: true });

/** Places the order from the review step; waits for the confirmation's heading. */
export async function placeOrder(page: Page, locale: TourLocale): Promise<void> {
  await placeOrderButton(page, locale).click();
  await page.getByRole('heading', { level: 1, name: TEXTS[locale].thanks }).waitFor();
}

/** A guest's whole checkout through the UI, from the product page to the confirmation. */
export async function guestCheckout(page: Page, locale: TourLocale): Promise<void> {
  await openCheckout(page, locale, await addJacketToCart(page, locale));
  await shipHome(page, locale);
  await fillCard(page, locale);
  await payWithCard(page, locale);
  await placeOrder(page, locale);
}

/** Signs the seeded shopper in with the header's dialog (from the page already open). */
export async function signInFromHeader(
  page: Page,
  locale: TourLocale,
  shopper: { readonly email: string; readonly password: string } = TOUR_SHOPPER,
): Promise<void> {
  const t = TEXTS[locale];
  await page.getByRole('banner').getByRole('button', { name: t.signIn, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.signInTitle });
  await dialog.getByRole('textbox', { name: t.email }).fill(shopper.email);
  await dialog.getByLabel(t.password, { exact: true }).fill(shopper.password);
  await dialog.getByRole('button', { name: t.signIn, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page
    .getByRole('banner')
    .getByRole('button', { name: t.signIn, exact: true })
    .waitFor({ state: 'hidden' });
}

/** Opens the header's menu button (the phone layout's drawer); waits for the drawer. */
export async function openPhoneMenu(page: Page, locale: TourLocale): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: TEXTS[locale].openMenu }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.waitFor();
  return drawer;
}

/**
 * The footer's country and language select, once the footer has loaded: it loads when the shopper nears
 * it, and a page still growing can carry it away again after a first scroll, so scroll until it is there.
 */
export async function footerCountrySelect(page: Page, locale: TourLocale): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  const select = footer.getByRole('combobox', { name: TEXTS[locale].countryAndLanguage });
  for (let attempt = 1; ; attempt += 1) {
    await footer.scrollIntoViewIfNeeded();
    try {
      await select.waitFor({ timeout: 2_000 });
      return select;
    } catch (error) {
      if (attempt === 10) throw error;
    }
  }
}

/** Switches country and language with the footer's form (scrolled to, so it loads); waits for the new URL. */
export async function switchCountry(page: Page, from: TourLocale, to: string): Promise<void> {
  const t = TEXTS[from];
  const select = await footerCountrySelect(page, from);
  await select.selectOption(to);
  await page.getByRole('contentinfo').getByRole('button', { name: t.go, exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`/${to}`));
  await page.getByRole('main').waitFor();
}

/**
 * Scrolls through the whole page, a screen at a time, so what loads near the viewport (the footer,
 * reviews, recommendations) loads and renders; ends at the top with the network quiet.
 */
export async function exploreWholePage(page: Page): Promise<void> {
  await page.getByRole('main').waitFor();
  await page.waitForLoadState('load');
  // The page's own data first (a fresh load's first quiet network): before it, a content page has no blocks
  // and no marker yet, and the sweep below would end at once having explored nothing.
  await page.waitForLoadState('networkidle');
  const sentinel = page.locator('[data-reveal-sentinel]');
  // Pages that reveal their blocks as the shopper scrolls (block-reveal.tsx) keep a marker after the last
  // drawn block until all are drawn: sweep down, then wait for the page to grow (the next blocks' code and
  // data arrive) or the marker to go. Playwright's 'networkidle' cannot tell: it resolves at once once reached.
  // Bounded by time, not by sweeps: a height that also changes for other reasons (pictures arriving) must not
  // use up a count on a slow machine.
  const heights: number[] = [];
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    // (No named functions inside evaluate: tsx's keepNames would reference a helper the page lacks.)
    const height = await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    heights.push(height);
    if ((await sentinel.count()) === 0) break;
    const grew = await page
      .waitForFunction(
        (before) =>
          document.documentElement.scrollHeight !== before ||
          !document.querySelector('[data-reveal-sentinel]'),
        height,
        { timeout: 15_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (!grew) break;
  }
  if ((await sentinel.count()) > 0) {
    throw new Error(
      `${page.url()}: its blocks never finished revealing (page heights sweep by sweep: ${heights.join(', ')})`,
    );
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}
