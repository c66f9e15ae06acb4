import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  heroBelowMediaBlock,
  heroProductOverlayBlock,
} from '../../../../contracts/entities/content-blocks-banners';
import { HeroBlock } from './hero-block';
import { heroColumns } from './hero-layout';
import { renderBlock } from './media/block-test-render';

const HOME = { type: 'home', url: '/en-us' } as const;
const image = (name: string, alt: string) => ({
  small: { type: 'image' as const, url: `https://images.summitpeak.example/content/${name}-small.jpg`, alt },
  large: { type: 'image' as const, url: `https://images.summitpeak.example/content/${name}-large.jpg`, alt },
});

const below = (fields: Record<string, unknown> = {}) =>
  heroBelowMediaBlock.parse({
    type: 'heroBelowMedia',
    id: 'hero',
    title: 'Find your trail',
    media: image('ridge', 'A ridge at dawn'),
    targets: [{ url: '/en-us/c/jackets-211001', label: 'Shop now' }],
    ...fields,
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('hero: media columns per breakpoint', () => {
  it('a breakpoint without its own layout takes the next smaller one; two columns need the second media', () => {
    const secondaryMedia = image('lake', 'A lake');
    expect(heroColumns({ secondaryMedia, layouts: { large: { mediaColumns: 2 } } })).toEqual({
      small: 1,
      medium: 1,
      large: 2,
    });
    expect(
      heroColumns({ secondaryMedia, layouts: { small: { mediaColumns: 2 }, large: { mediaColumns: 1 } } }),
    ).toEqual({ small: 2, medium: 2, large: 1 });
    expect(heroColumns({ layouts: { small: { mediaColumns: 2 } } })).toEqual({
      small: 1,
      medium: 1,
      large: 1,
    });
  });
});

describe('the hero block', () => {
  it('keeps its LCP behaviour: the priority hero’s title is the h1 and its image loads eagerly, first', () => {
    renderBlock(<HeroBlock block={below()} page={HOME} priority />);
    const hero = screen.getByRole('region', { name: 'Find your trail' });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('Find your trail');
    const img = within(hero).getByRole('img', { name: 'A ridge at dawn' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('renders its rich text, the caption where the content puts it, the gradient and the alignment', async () => {
    const block = below({
      richText: '<p>Free shipping on <strong>every</strong> order.</p>',
      caption: { text: 'Photographed in the Rockies', position: 'top' },
      gradient: 'focused',
      alignment: 'right',
    });
    const { container } = renderBlock(<HeroBlock block={block} page={HOME} priority={false} />);
    const hero = screen.getByRole('region', { name: 'Find your trail' });
    await waitFor(() => expect(hero).toHaveTextContent('Free shipping on every order.'));
    expect(within(hero).getByText('Photographed in the Rockies')).toHaveAttribute('data-position', 'top');
    expect(container.querySelector('[data-gradient]')).toHaveAttribute('data-gradient', 'focused');
    expect(hero).toHaveAttribute('data-align', 'right');
  });

  it('draws the second media for the breakpoints whose layout has two columns', () => {
    const block = below({
      secondaryMedia: image('lake', 'A lake'),
      layouts: { small: { mediaColumns: 1 }, medium: { mediaColumns: 2 } },
    });
    const { container } = renderBlock(<HeroBlock block={block} page={HOME} priority={false} />);
    const area = container.querySelector('[data-columns-small]') as HTMLElement;
    expect(area.dataset).toMatchObject({ columnsSmall: '1', columnsMedium: '2', columnsLarge: '2' });
    expect(screen.getByRole('img', { name: 'A lake' })).toBeInTheDocument();
  });

  it('shows call-to-action buttons only for the cta link type', () => {
    renderBlock(<HeroBlock block={below({ linkType: 'none' })} page={HOME} priority={false} />);
    expect(screen.queryByRole('link', { name: 'Shop now' })).toBeNull();
  });

  it('product overlay: the overlay picture at 196x343, 271x467 and 344x538', () => {
    const picture = (w: number, h: number) => ({
      url: `https://images.summitpeak.example/content/overlay-${w}x${h}.png`,
      alt: 'Down jacket',
      width: w,
      height: h,
    });
    const block = heroProductOverlayBlock.parse({
      type: 'heroProductOverlay',
      id: 'overlay',
      title: 'Basecamp',
      media: image('basecamp', 'Basecamp'),
      overlayPicture: { small: picture(196, 343), medium: picture(271, 467), large: picture(344, 538) },
    });
    const { container } = renderBlock(<HeroBlock block={block} page={HOME} priority={false} />);
    const overlay = screen.getByRole('img', { name: 'Down jacket' });
    expect(overlay).toHaveAttribute('width', '196');
    expect(overlay).toHaveAttribute('height', '343');
    expect(overlay).toHaveAttribute('sizes', '(min-width: 64rem) 344px, (min-width: 48rem) 271px, 196px');
    const sources = [...(overlay.closest('picture')?.querySelectorAll('source') ?? [])];
    expect(sources.map((s) => [s.getAttribute('width'), s.getAttribute('height')])).toEqual([
      ['344', '538'],
      ['271', '467'],
    ]);
    expect(container.querySelector('[data-variant="overlay"]')).not.toBeNull();
  });
});

describe('the hero’s link preview', () => {
  const block = below({
    linkPreview: [
      {
        label: 'Jackets',
        target: { url: '/en-us/c/jackets-211001' },
        media: image('jackets', 'Jackets on a rack'),
      },
      {
        label: 'Footwear',
        target: { url: '/en-us/c/footwear-211002' },
        media: image('boots', 'Boots in mud'),
      },
    ],
  });

  it('hovering or focusing a link fades its media in over the hero’s; leaving the list brings the hero’s back', () => {
    renderBlock(<HeroBlock block={block} page={HOME} priority />);
    const list = screen.getByRole('navigation', { name: 'Explore' });
    expect(screen.queryByRole('img', { name: 'Jackets on a rack' })).toBeNull();
    fireEvent.mouseEnter(within(list).getByRole('link', { name: 'Jackets' }));
    const jackets = screen.getByRole('img', { name: 'Jackets on a rack' });
    expect(jackets.closest('[data-fade]')).toHaveAttribute('data-fade', 'fade');
    fireEvent.focus(within(list).getByRole('link', { name: 'Footwear' }));
    expect(screen.getByRole('img', { name: 'Boots in mud' })).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Jackets on a rack' })).toBeNull();
    fireEvent.mouseLeave(list);
    expect(screen.queryByRole('img', { name: 'Boots in mud' })).toBeNull();
    // The hero's own image stayed underneath, still the page's LCP image.
    expect(screen.getByRole('img', { name: 'A ridge at dawn' })).toHaveAttribute('loading', 'eager');
  });

  it('its links go to the shopper’s locale', () => {
    renderBlock(<HeroBlock block={block} page={HOME} priority={false} />, { locale: 'fr-ca' });
    expect(screen.getByRole('link', { name: 'Footwear' })).toHaveAttribute(
      'href',
      '/fr-ca/c/footwear-211002',
    );
  });

  it('with reduced motion the media swaps without the fade', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderBlock(<HeroBlock block={block} page={HOME} priority={false} />);
    fireEvent.focus(screen.getByRole('link', { name: 'Jackets' }));
    const jackets = screen.getByRole('img', { name: 'Jackets on a rack' });
    expect(jackets.closest('[data-fade]')).toHaveAttribute('data-fade', 'none');
  });
});
