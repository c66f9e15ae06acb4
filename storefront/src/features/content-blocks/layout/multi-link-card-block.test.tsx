import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from './layout-test-render';

const SLOW = { timeout: 15_000 };

describe('the multi-link card', { timeout: 30_000 }, () => {
  it('shows its picture, title and every link, on the shopper’s locale', async () => {
    renderBlocks(
      [
        {
          type: 'multiLinkCard',
          id: 'topics',
          title: 'Popular topics',
          media: { small: { type: 'image', url: 'https://images.summitpeak.example/content/help.jpg' } },
          links: [
            { label: 'Returns', url: '/en-ca/help-returns', linkType: 'link' },
            { label: 'Shipping', url: '/en-ca/help-shipping', linkType: 'link' },
            { label: 'Repairs', url: 'https://repairs.summitpeak.example', targetAttribute: '_blank' },
          ],
        },
      ],
      { locale: 'fr-ca' },
    );
    const card = (await screen.findByRole('heading', { name: 'Popular topics' }, SLOW)).closest('section');
    const links = within(card as HTMLElement);
    expect(links.getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/fr-ca/help-returns');
    expect(links.getByRole('link', { name: 'Shipping' })).toHaveAttribute('href', '/fr-ca/help-shipping');
    expect(links.getByRole('link', { name: /Repairs/ })).toHaveAttribute('target', '_blank');
    expect((card as HTMLElement).querySelector('img')).toHaveAttribute('alt', '');
  });
});
