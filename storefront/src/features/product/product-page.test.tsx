import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_AVAILABLE_DESCRIPTION } from '../../routes/page-type';
import { InViewObserver } from '../../testing/in-view-observer';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';
import { dialogStore } from '../../ui/dialog/dialog-store';
import { setChosenStore } from '../stores/chosen-store';

const sim = useTestSimulator();

beforeEach(() => vi.stubGlobal('IntersectionObserver', InViewObserver));
afterEach(() => {
  dialogStore.closeAll();
  setChosenStore(undefined);
  vi.unstubAllGlobals();
});

/** Seeded fixtures (simulator/db/seed/catalogue-fixtures.ts). */
const ON_SALE = '/en-us/p/womens-ridge-shell-jacket-SPJK0002';
const SIZE_OUT = '/en-us/p/mens-canyon-low-sneaker-SPSN0001';
const IN_STOCK = '/en-us/p/mens-summit-down-jacket-SPJK0001';

const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

describe('product page', { timeout: 30_000 }, () => {
  it('renders the name, the sale price with the original and the percent off', async () => {
    renderApp(sim, ON_SALE);
    await heading("Women's Ridge Shell Jacket");
    expect(screen.getByText('$134.95')).toBeInTheDocument();
    expect(screen.getByText('$180.00')).toBeInTheDocument();
    expect(screen.getByText('25% off')).toBeInTheDocument();
    expect(document.title).toContain("Women's Ridge Shell Jacket");
  });

  it('changes the images and the URL when another colour is chosen', async () => {
    const { user, router } = renderApp(sim, ON_SALE);
    await heading("Women's Ridge Shell Jacket");
    const heroSrc = () =>
      within(screen.getByRole('region', { name: /images of/i }))
        .getAllByRole('img')[0]
        ?.getAttribute('src');
    expect(heroSrc()).toContain('SPJK0002ABL-HERO');
    await user.click(screen.getByRole('radio', { name: 'Plum' }));
    await waitFor(() => expect(heroSrc()).toContain('SPJK0002PLM-HERO'));
    expect(router.state.location.search).toBe('?color=PLM');
    expect(screen.getByText('Colour: Plum')).toBeInTheDocument();
  });

  it('opens in the colour of the URL query', async () => {
    renderApp(sim, `${ON_SALE}?color=PLM`);
    await heading("Women's Ridge Shell Jacket");
    expect(screen.getByRole('radio', { name: 'Plum' })).toBeChecked();
  });

  it('shows an unavailable size disabled, not hidden', async () => {
    renderApp(sim, SIZE_OUT);
    await heading("Men's Canyon Low Sneaker");
    expect(screen.getByRole('radio', { name: /^9 unavailable$/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '9.5' })).toBeEnabled();
  });

  it('asks for a size before adding to the cart, then says the size stock', async () => {
    const { user } = renderApp(sim, SIZE_OUT);
    await heading("Men's Canyon Low Sneaker");
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Please select a size')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('radio', { name: '10' }));
    expect(screen.queryByText('Please select a size')).not.toBeInTheDocument();
    expect(screen.getByText('In stock, ready to ship')).toBeInTheDocument();
  });

  it('adds the chosen size and quantity to the cart and opens the mini cart', async () => {
    const { user, services } = renderApp(sim, SIZE_OUT);
    await heading("Men's Canyon Low Sneaker");
    await user.click(screen.getByRole('radio', { name: '10' }));
    await user.click(screen.getByRole('button', { name: /Increase quantity/ }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByRole('dialog', { name: 'Added to your cart' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const basketId = services.commerce.deps.session.get().basketId ?? '';
    const cart = await services.commerce.deps.call('getCart', { params: { basketId } });
    expect(cart.items).toEqual([expect.objectContaining({ productId: 'SPSN0001BLK100', qty: 2 })]);
  });

  it('shows the chosen store stock of the chosen size', async () => {
    setChosenStore({
      id: '0412',
      name: 'Denver Flagship',
      address: {
        addressLine1: '1600 Wynkoop St',
        city: 'Denver',
        province: 'CO',
        postalCode: '80202',
        countryCode: 'US',
      },
    });
    const { user } = renderApp(sim, SIZE_OUT);
    await heading("Men's Canyon Low Sneaker");
    expect(screen.getByText('Your store: Denver Flagship')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '10' }));
    expect(await screen.findByText(/Available for pickup at your store \(\d+ left\)/)).toBeInTheDocument();
  });

  it('adds the product to the favourites (the favorites flag is on in the US)', async () => {
    const { user, services } = renderApp(sim, ON_SALE);
    await heading("Women's Ridge Shell Jacket");
    await user.click(screen.getByRole('button', { name: "Add Women's Ridge Shell Jacket to favourites" }));
    const added = await screen.findByRole('button', {
      name: "Women's Ridge Shell Jacket is in your favourites",
    });
    expect(added).toHaveAttribute('aria-pressed', 'true');
    expect(services.commerce.deps.session.get().favoriteId).toBeDefined();
  });

  it('writes schema.org Product JSON-LD with the price and currency', async () => {
    const { container } = renderApp(sim, ON_SALE);
    await heading("Women's Ridge Shell Jacket");
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: "Women's Ridge Shell Jacket",
      offers: { price: 134.95, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(data.image[0]).toContain('SPJK0002ABL-HERO');
  });

  it('loads the reviews only when the shopper comes near them', async () => {
    vi.unstubAllGlobals(); // happy-dom's own observer never reports: the reviews stay far away
    renderApp(sim, IN_STOCK);
    await heading("Men's Summit Down Jacket");
    expect(screen.queryByRole('region', { name: 'Reviews' })).not.toBeInTheDocument();
    expect(document.getElementById('reviews')).toBeInTheDocument();
  });

  it('renders the same product at the prefixed URL form', async () => {
    renderApp(sim, '/en-us/mens/footwear/mens-canyon-low-sneaker-pSPSN0001');
    await heading("Men's Canyon Low Sneaker");
  });

  it('renders the not-found page, an Error page, for a product the catalogue does not know', async () => {
    renderApp(sim, '/en-us/p/no-such-thing-ZZZZ9999');
    await heading('Page not found');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      NOT_AVAILABLE_DESCRIPTION,
    );
  });

  it('renders the not-found page for a product not sold in the locale (ORD404)', async () => {
    renderApp(sim, '/en-ca/p/mens-lakeshore-slide-sandal-SPSD0001');
    await heading('Page not found');
  });

  it('offers a retry when the product fails to load', async () => {
    await sim.control('POST', '/faults', { operation: 'getProductDetails', errorId: 'API405', times: 1 });
    const { user } = renderApp(sim, IN_STOCK);
    await screen.findByText('We could not load this product', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await heading("Men's Summit Down Jacket");
  });
});
