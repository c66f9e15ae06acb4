import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from './layout-test-render';

const SLOW = { timeout: 15_000 };

const buttons = [
  { label: 'Go home', url: '/en-us' },
  { label: 'Search', url: '/en-us/search', style: 'secondary' },
  {
    label: 'Store help',
    url: 'https://help.summitpeak.example',
    targetAttribute: '_blank',
    linkType: 'link',
  },
];

describe('the button collection', { timeout: 30_000 }, () => {
  it('draws a wrapping list of call-to-action links, sm on small screens and md above by default', async () => {
    renderBlocks([{ type: 'buttonCollection', id: 'ctas', title: 'Where next?', buttons }]);
    const section = (await screen.findByRole('heading', { name: 'Where next?' }, SLOW)).closest('section');
    const list = within(section as HTMLElement).getByRole('list');
    const home = within(list).getByRole('link', { name: 'Go home' });
    expect(home).toHaveAttribute('href', '/en-us');
    expect(home.className).toMatch(/primary/);
    expect(home.className).toMatch(/md/);
    expect(home.className).toMatch(/smallOnPhones/);
    expect(within(list).getByRole('link', { name: 'Search' }).className).toMatch(/secondary/);
    const help = within(list).getByRole('link', { name: 'Store help (opens in a new tab)' });
    expect(help).toHaveAttribute('target', '_blank');
    expect(help.className).not.toMatch(/smallOnPhones/);
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });

  it('puts the buttons in the carousel when content asks', async () => {
    const { user } = renderBlocks([{ type: 'buttonCollection', id: 'ctas', isCarousel: true, buttons }]);
    const carousel = await screen.findByRole('group', { name: 'Links' }, SLOW);
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getByRole('group', { name: '1 of 3' })).toContainElement(
      within(carousel).getByRole('link', { name: 'Go home' }),
    );
    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(within(carousel).getByText('Slide 2 of 3')).toBeInTheDocument();
  });
});
