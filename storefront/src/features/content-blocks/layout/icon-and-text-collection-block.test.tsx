import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from './layout-test-render';

const SLOW = { timeout: 15_000 };

const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    icon: ['star', 'gift', 'truck', 'calendar', 'mystery'][i % 5],
    title: `Benefit ${i + 1}`,
    richText: `<p>Why benefit ${i + 1} matters.</p>`,
  }));

const collection = (extra: object) => ({
  type: 'iconAndTextCollection',
  id: 'benefits',
  title: 'Member benefits',
  items: items(3),
  ...extra,
});

const listOf = async () => {
  const section = (await screen.findByRole('heading', { name: 'Member benefits' }, SLOW)).closest('section');
  return within(section as HTMLElement).getByRole('list');
};

describe('the icon-and-text collection', { timeout: 30_000 }, () => {
  it('draws each item: a decorative icon, its title and its rich text (icon above text, medium by default)', async () => {
    renderBlocks([collection({})]);
    const list = await listOf();
    expect(list).toHaveAttribute('data-variant', 'iconAboveText');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByText('Benefit 1')).toBeInTheDocument();
    expect(await within(first).findByText('Why benefit 1 matters.')).toBeInTheDocument();
    const icon = first.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('data-icon', 'star');
    expect(icon?.getAttribute('class')).toMatch(/iconLg/);
  });

  it.each([
    ['iconLeft', 'small', /iconMd/],
    ['oneColumn', 'large', /icon3xl/],
  ])('takes the %s variant with %s icons', async (variant, iconSize, sizeClass) => {
    renderBlocks([collection({ variant, iconSize })]);
    const list = await listOf();
    expect(list).toHaveAttribute('data-variant', variant);
    expect(list.className).toMatch(new RegExp(variant));
    expect(list.querySelector('svg')?.getAttribute('class')).toMatch(sizeClass);
  });

  it('lays exactly four items out as the two-column grid, and five or a one-column four not', async () => {
    const four = renderBlocks([collection({ items: items(4) })]);
    expect((await listOf()).className).toMatch(/fourItems/);
    four.unmount();
    const five = renderBlocks([collection({ items: items(5) })]);
    expect((await listOf()).className).not.toMatch(/fourItems/);
    five.unmount();
    renderBlocks([collection({ items: items(4), variant: 'oneColumn' })]);
    expect((await listOf()).className).not.toMatch(/fourItems/);
  });

  it('links an item with a target through its title, on the shopper’s locale; a picture icon is decorative', async () => {
    renderBlocks(
      [
        collection({
          items: [
            {
              icon: { url: 'https://images.summitpeak.example/icons/tent.png', alt: 'Tent' },
              title: 'Camp with us',
              target: { label: 'Events', url: '/en-ca/events' },
            },
          ],
        }),
      ],
      { locale: 'fr-ca' },
    );
    const list = await listOf();
    expect(within(list).getByRole('link', { name: 'Camp with us' })).toHaveAttribute('href', '/fr-ca/events');
    expect(list.querySelector('img')).toHaveAttribute('alt', '');
  });
});
