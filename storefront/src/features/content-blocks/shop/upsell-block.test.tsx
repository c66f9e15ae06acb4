import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { upsellBlock } from '../../../../../contracts/entities/content-blocks-commerce';
import { useTestSimulator } from '../../../testing/simulator-server';
import { testCommerce } from '../../../testing/test-commerce';
import { renderBlockOnSimulator } from '../render-block-on-simulator';
import type { ShownBlock } from '../resolve-blocks';

const sim = useTestSimulator();
const SITE = { brand: 'summitpeak', locale: 'en-us' } as const;
/** The seed's product out of stock at home and in every store (catalogue-fixtures.ts), one colour. */
const OUT_OF_STOCK = 'SPHB0001EBR';

/** The West End page's complete-the-look items as the content API answers them. */
async function seededItems() {
  const page = await testCommerce(sim).content.getPage(SITE, 'westend');
  const block = page.components.find((b) => b.type === 'upsell');
  if (block?.type !== 'upsell') throw new Error('no upsell on the West End page');
  return block.items;
}

/** An item of the out-of-stock product, its sku from the inventory call. */
async function outOfStockItem() {
  const inventory = await testCommerce(sim).product.getProductInventory(OUT_OF_STOCK);
  const sku = Object.keys(inventory.variants)[0] ?? '';
  return {
    id: OUT_OF_STOCK,
    sku,
    name: 'Sold-out boot',
    url: `/en-us/p/sold-out-boot-${OUT_OF_STOCK}`,
    image: { url: 'https://images.summitpeak.example/is/image/SPHB0001EBR-HERO', alt: '' },
    price: 189,
  };
}

/** The cart adds the block sent (passed through to the simulator): their bodies. */
function recordAdds(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  const passThrough = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname === '/cart/v1/item' && init?.method === 'POST')
      bodies.push(JSON.parse(String(init.body)));
    return passThrough(input, init);
  });
  return bodies;
}

afterEach(() => vi.restoreAllMocks());

const upsell = (fields: Record<string, unknown>) =>
  upsellBlock.parse({ type: 'upsell', id: 'ctl', title: 'Complete the look', ...fields }) as ShownBlock;

describe('the upsell (complete the look)', { timeout: 30_000 }, () => {
  it('shows only the items the inventory call has in stock, each adding its sku to the cart', async () => {
    const items = await seededItems();
    const soldOut = await outOfStockItem();
    const adds = recordAdds();
    const { user } = renderBlockOnSimulator(sim, [upsell({ items: [soldOut, ...items] })]);
    const region = await screen.findByRole('region', { name: 'Complete the look' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(items.length);
    expect(within(region).queryByText('Sold-out boot')).toBeNull();
    // A carousel: previous and next move the list.
    expect(within(region).getByRole('button', { name: 'Next items' })).toBeInTheDocument();

    const first = items[0];
    if (!first) throw new Error('no seeded upsell item');
    await user.click(within(region).getByRole('button', { name: `Add to cart: ${first.name}` }));
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]).toMatchObject({ productId: first.sku, qty: 1 });
  });

  it('stacked: the first stackedCount items; checkboxes add the chosen ones together', async () => {
    const items = await seededItems();
    const adds = recordAdds();
    const { user } = renderBlockOnSimulator(sim, [
      upsell({ items, display: 'stacked', stackedCount: 2, addMode: 'checkbox' }),
    ]);
    const region = await screen.findByRole('region', { name: 'Complete the look' });
    const [one, two, three] = items;
    if (!one || !two || !three) throw new Error('the seed has fewer than 3 upsell items');
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(within(region).queryByText(three.name)).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Next items' })).toBeNull();
    const addSelected = within(region).getByRole('button', { name: 'Add selected to cart' });
    expect(addSelected).toBeDisabled();

    await user.click(within(region).getByRole('checkbox', { name: `Select ${one.name}` }));
    await user.click(within(region).getByRole('checkbox', { name: `Select ${two.name}` }));
    await user.click(within(region).getByRole('button', { name: 'Add 2 items to cart' }));
    await waitFor(() => expect(adds).toHaveLength(2));
    expect(adds.map((b) => b.productId)).toEqual([one.sku, two.sku]);
  });

  it("shows the 'somethingWentWrong' notice with the API's message when the add fails", async () => {
    const items = await seededItems();
    await sim.control('POST', '/faults', { operation: 'addCartItem', errorId: 'INV700', times: 1 });
    const { user } = renderBlockOnSimulator(sim, [upsell({ items })]);
    const region = await screen.findByRole('region', { name: 'Complete the look' });
    const first = items[0];
    if (!first) throw new Error('no seeded upsell item');
    await user.click(within(region).getByRole('button', { name: `Add to cart: ${first.name}` }));
    const notice = await within(region).findByRole('alert');
    expect(within(notice).getByText('Something went wrong')).toBeInTheDocument();
    // The catalogue's text for the API's error id.
    expect(within(notice).getByText('This item is out of stock.')).toBeInTheDocument();
  });

  it('renders nothing when nothing is in stock', async () => {
    const soldOut = await outOfStockItem();
    const answered: Promise<Response>[] = [];
    const passThrough = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const answer = passThrough(input, init);
      if (String(input).includes('/inventory')) answered.push(answer);
      return answer;
    });
    const { container } = renderBlockOnSimulator(sim, [upsell({ items: [soldOut] })]);
    await waitFor(() => expect(answered).toHaveLength(1));
    await act(async () => {
      await answered[0];
    });
    expect(container.querySelector('section')).toBeNull();
  });
});
