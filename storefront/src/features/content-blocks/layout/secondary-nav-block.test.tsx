import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from './layout-test-render';

const SLOW = { timeout: 15_000 };

const nav = (extra: object = {}) => ({
  type: 'secondaryNav',
  id: 'account-nav',
  title: 'My account',
  links: [
    { label: 'Profile', url: '/en-us/account/profile', linkType: 'link' },
    { label: 'Orders', url: '/en-us/account/orders', linkType: 'link' },
  ],
  ...extra,
});

describe('the secondary nav', { timeout: 30_000 }, () => {
  it('is a navigation named by its title whose list a disclosure button opens and closes', async () => {
    const { user } = renderBlocks([nav()]);
    const region = await screen.findByRole('navigation', { name: 'My account' }, SLOW);
    const toggle = within(region).getByRole('button', { name: 'My account' });
    const list = within(region).getByRole('list');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', list.id);
    expect(region.className).not.toMatch(/open/);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(region.className).toMatch(/open/);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is chosen, and marks the current page’s link', async () => {
    const { user } = renderBlocks([nav()], { path: '/en-us/account/orders' });
    const region = await screen.findByRole('navigation', { name: 'My account' }, SLOW);
    const toggle = within(region).getByRole('button', { name: 'My account' });
    expect(within(region).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(region).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    await user.click(toggle);
    await user.click(within(region).getByRole('link', { name: 'Profile' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(region.className).not.toMatch(/open/);
  });

  it('puts its links on the shopper’s locale and draws the divider only when asked', async () => {
    const plain = renderBlocks([nav()], { locale: 'fr-ca' });
    const region = await screen.findByRole('navigation', { name: 'My account' }, SLOW);
    expect(within(region).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/fr-ca/account/orders',
    );
    expect(region.className).not.toMatch(/divider/);
    plain.unmount();
    renderBlocks([nav({ showDivider: true })]);
    expect((await screen.findByRole('navigation', { name: 'My account' }, SLOW)).className).toMatch(
      /divider/,
    );
  });
});
