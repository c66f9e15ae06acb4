// @vitest-environment jsdom
// jsdom, as DOMPurify supports it: happy-dom misleads the sanitiser (COMMON26), so tags and attributes it
// writes are asserted here as a browser would see them.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentBlock } from '../../../../../contracts/entities/content-blocks';
import { useTestSimulator as startTestSimulator } from '../../../testing/simulator-server';
import { BlockList } from '../block-renderer';
import { renderBlocks } from '../block-test-render';
import { initiallyOpen } from './accordion-block';
import { spacerSizes } from './spacer-block';

// Renamed on import: it registers vitest hooks, not React ones.
const sim = startTestSimulator();
const page = { type: 'home', url: '/en-us' } as const;
/** Blocks as the content API may send them: parsed with the contract's own schema. */
const blocks = (...raw: unknown[]) => raw.map((b) => contentBlock.parse(b));
const TIMEOUT = { timeout: 15_000 };

describe('the rich text block', () => {
  it(
    'shows its title, subtitle, formatted text and links, site links on the locale and client-side',
    TIMEOUT,
    async () => {
      const user = userEvent.setup();
      renderBlocks(
        sim,
        <BlockList
          page={{ type: 'other', url: '/fr-ca' }}
          blocks={blocks({
            type: 'richText',
            id: 'rt',
            title: 'Our story',
            subtitle: 'Since 1968',
            alignment: 'center',
            richText:
              '<h3>Made to last</h3><p>See <a href="/en-ca/help-returns">returns</a> or <a href="https://example.com/x" target="_blank">partners</a>.</p><ul><li>One</li></ul>',
            targets: [
              { label: 'Shop now', url: '/en-us/c/boots-1234', targetAttribute: '_self', linkType: 'cta' },
            ],
          })}
        />,
        'fr-ca',
      );
      const section = await screen.findByRole('region', { name: 'Our story' }, { timeout: 8000 });
      const inside = within(section);
      expect(inside.getByText('Since 1968')).toBeInTheDocument();
      expect(await inside.findByRole('heading', { level: 3, name: 'Made to last' })).toBeInTheDocument();
      expect(inside.getByRole('listitem')).toHaveTextContent('One');
      expect(inside.getByRole('link', { name: 'partners' })).toHaveAttribute('rel', 'noopener noreferrer');
      expect(inside.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/fr-ca/c/boots-1234');
      const returns = inside.getByRole('link', { name: 'returns' });
      expect(returns).toHaveAttribute('href', '/fr-ca/help-returns');
      await user.click(returns);
      // Navigated in the app: the probe, not a page load, shows the new path.
      expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent(
        '/fr-ca/help-returns',
      );
    },
  );
});

describe('the thin banner', () => {
  it('shows its text, icon and link, whatever its alignment', TIMEOUT, async () => {
    renderBlocks(
      sim,
      <BlockList
        page={page}
        blocks={blocks(
          {
            type: 'thinBanner',
            id: 'tb-1',
            title: 'Shipping news',
            icon: 'truck',
            richText: '<p>Free shipping over <strong>$50</strong></p>',
            targets: [{ label: 'Details', url: '/en-us/help-shipping', linkType: 'link' }],
          },
          { type: 'thinBanner', id: 'tb-2', alignment: 'left', richText: '<p>Returns within 60 days</p>' },
          {
            type: 'thinBanner',
            id: 'tb-3',
            title: 'Links only',
            icon: 'unheard-of',
            targets: [{ label: 'Stores', url: '/en-us/stores' }],
          },
        )}
      />,
    );
    const shipping = within(await screen.findByRole('region', { name: 'Shipping news' }, { timeout: 8000 }));
    expect(shipping.getByText('$50')).toBeInTheDocument();
    expect(shipping.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/en-us/help-shipping');
    expect(screen.getByRole('region', { name: 'Shipping news' }).querySelector('svg')).not.toBeNull();
    expect(await screen.findByText('Returns within 60 days')).toBeInTheDocument();
    // An icon name it does not know shows no icon.
    const linksOnly = screen.getByRole('region', { name: 'Links only' });
    expect(within(linksOnly).getByRole('link', { name: 'Stores' })).toBeInTheDocument();
    expect(linksOnly.querySelector('svg')).toBeNull();
  });
});

describe('the accordion', () => {
  const faq = {
    type: 'accordion',
    id: 'faq',
    title: 'Questions',
    items: [
      { id: 'q1', title: 'How long is shipping?', richText: '<p>3 to 5 days.</p>', expanded: true },
      { id: 'q2', title: 'Can I return?', richText: '<p>Within <em>60</em> days.</p>' },
      {
        id: 'q3',
        title: 'Anything else?',
        components: [{ type: 'richText', id: 'nested', richText: '<p>Ask our team.</p>' }],
      },
    ],
  };

  it(
    'opens one item at a time unless several may be open; its items hold rich text and blocks',
    TIMEOUT,
    async () => {
      const user = userEvent.setup();
      renderBlocks(sim, <BlockList page={page} blocks={blocks(faq)} />);
      const region = within(await screen.findByRole('region', { name: 'Questions' }, { timeout: 8000 }));
      const details = () => [...document.querySelectorAll('details')].map((d) => d.open);
      expect(details()).toEqual([true, false, false]);
      expect(region.getByText('3 to 5 days.')).toBeVisible();
      await user.click(region.getByText('Can I return?'));
      expect(details()).toEqual([false, true, false]);
      await user.click(region.getByText('Anything else?'));
      expect(details()).toEqual([false, false, true]);
      expect(await region.findByText('Ask our team.')).toBeInTheDocument();
    },
  );

  it('keeps several open when the block allows it', TIMEOUT, async () => {
    const user = userEvent.setup();
    renderBlocks(
      sim,
      <BlockList page={page} blocks={blocks({ ...faq, id: 'faq-many', allowMultipleOpen: true })} />,
    );
    const region = within(await screen.findByRole('region', { name: 'Questions' }, { timeout: 8000 }));
    await user.click(region.getByText('Can I return?'));
    expect([...document.querySelectorAll('details')].map((d) => d.open)).toEqual([true, true, false]);
  });

  it('opens only the first expanded item when one may be open at a time', () => {
    const items = contentBlock.parse({
      ...faq,
      items: faq.items.map((item) => ({ ...item, expanded: true })),
    });
    if (items.type !== 'accordion') throw new Error('not an accordion');
    expect([...initiallyOpen(items.items, false)]).toEqual(['q1']);
    expect([...initiallyOpen(items.items, true)]).toEqual(['q1', 'q2', 'q3']);
  });
});

describe('the spacer', () => {
  it('takes its size per breakpoint, a missing one from the next smaller', () => {
    expect(spacerSizes({ small: 'sm', medium: 'md', large: 'xl' })).toEqual({
      small: 'sm',
      medium: 'md',
      large: 'xl',
    });
    expect(spacerSizes({ small: 'xs' })).toEqual({ small: 'xs', medium: 'xs', large: 'xs' });
    expect(spacerSizes({ medium: 'lg' })).toEqual({ small: 'none', medium: 'lg', large: 'lg' });
    expect(spacerSizes({})).toEqual({ small: 'none', medium: 'none', large: 'none' });
  });

  it('draws a space hidden from assistive tech, between the blocks around it', TIMEOUT, async () => {
    const { container } = renderBlocks(
      sim,
      <BlockList
        page={page}
        blocks={blocks(
          { type: 'richText', id: 'above', richText: '<p>Above</p>' },
          { type: 'spacer', id: 'gap', size: { small: 'sm', large: 'xl' } },
          { type: 'richText', id: 'below', richText: '<p>Below</p>' },
        )}
      />,
    );
    expect(await screen.findByText('Below', {}, { timeout: 8000 })).toBeInTheDocument();
    const spacer = await waitForSpacer(container);
    expect(spacer).toHaveAttribute('aria-hidden', 'true');
    expect(spacer).toHaveAttribute('data-sizes', 'sm sm xl');
    expect(spacer.style.getPropertyValue('--spacer-large')).toBe('var(--space-16, 4rem)');
  });
});

async function waitForSpacer(container: HTMLElement): Promise<HTMLElement> {
  const { waitFor } = await import('@testing-library/react');
  return waitFor(() => {
    const found = container.querySelector<HTMLElement>('[data-sizes]');
    if (!found) throw new Error('no spacer yet');
    return found;
  });
}
