import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAreas } from '../../../i18n/message-areas';
import { renderBlocks } from './layout-test-render';

const SLOW = { timeout: 15_000 };

// The carousel's texts come with its chunk (the home and content areas): load both languages' once, up front.
beforeAll(
  () => Promise.all([loadAreas('en', ['home', 'content']), loadAreas('fr', ['home', 'content'])]),
  30_000,
);

const card = (n: number) => ({
  type: 'multiLinkCard',
  id: `card-${n}`,
  title: `Trail ${n}`,
  links: [{ label: `Guide ${n}`, url: `/en-us/journal/trail-${n}` }],
});

const carousel = (extra: object = {}) => ({
  type: 'collection',
  id: 'trails',
  title: 'Trails to try',
  display: 'carousel',
  items: [card(1), card(2), card(3)],
  ...extra,
});

describe('the content carousel', { timeout: 30_000 }, () => {
  it('is a named carousel of slides, each a group saying its place', async () => {
    renderBlocks([carousel()]);
    const group = await screen.findByRole('group', { name: 'Trails to try' }, SLOW);
    expect(group).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = await screen.findByRole('group', { name: '2 of 3' }, SLOW);
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(await within(slide).findByRole('link', { name: 'Guide 2' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Slide 1 of 3')).toHaveAttribute('aria-live', 'polite');
  });

  it('moves a slide with the arrow keys while the track has focus, and Home/End jump to the ends', async () => {
    const { user } = renderBlocks([carousel()]);
    const group = await screen.findByRole('group', { name: 'Trails to try' }, SLOW);
    const track = group.querySelector<HTMLElement>('[data-carousel-track]');
    track?.focus();
    expect(track).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByText('Slide 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Slide 3 of 3')).toBeInTheDocument();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument();
  });

  it('has previous and next buttons that say when there is nothing further', async () => {
    const { user } = renderBlocks([carousel()]);
    const previous = await screen.findByRole('button', { name: 'Previous slide' }, SLOW);
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('Slide 3 of 3')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('aria-disabled');
    await user.click(previous);
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();
  });

  it('shows no arrows when content turns them off', async () => {
    renderBlocks([carousel({ carousel: { showArrows: false, slidePadding: 'large' } })]);
    const group = await screen.findByRole('group', { name: 'Trails to try' }, SLOW);
    expect(group).toHaveAttribute('data-slide-padding', 'large');
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });

  it('speaks French on fr-ca', async () => {
    renderBlocks([carousel({ title: undefined })], { locale: 'fr-ca' });
    const group = await screen.findByRole('group', { name: 'carrousel' }, SLOW);
    expect(group).toHaveAttribute('aria-roledescription', 'carrousel');
    expect(screen.getByRole('group', { name: '1 sur 3' })).toHaveAttribute(
      'aria-roledescription',
      'diapositive',
    );
    expect(screen.getByRole('button', { name: 'Diapositive suivante' })).toBeInTheDocument();
    expect(screen.getByText('Diapositive 1 sur 3')).toBeInTheDocument();
  });
});
