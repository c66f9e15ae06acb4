import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pictureBlock } from '../../../../../contracts/entities/content-blocks-media';
import { renderBlock } from './block-test-render';
import PictureBlock from './picture-block';

const HOME = { type: 'home', url: '/en-us' } as const;
const image = (name: string, width: number, height: number) => ({
  type: 'image',
  url: `https://images.summitpeak.example/content/${name}.jpg`,
  alt: 'Hikers on a ridge',
  width,
  height,
});

const picture = (fields: Record<string, unknown> = {}) =>
  pictureBlock.parse({
    type: 'picture',
    id: 'pic',
    media: { small: image('s', 750, 940), medium: image('m', 1024, 768), large: image('l', 1920, 900) },
    ...fields,
  });

describe('the picture block', () => {
  it('is one responsive picture: a source per larger breakpoint, the spec’s image parameters, lazy below the fold', () => {
    const { container } = renderBlock(<PictureBlock block={picture()} page={HOME} priority={false} />);
    const img = screen.getByRole('img', { name: 'Hikers on a ridge' });
    expect(img).toHaveAttribute('loading', 'lazy');
    // Double width and height, sharpen 60, format auto, quality 50; through the configured image base.
    expect(img.getAttribute('src')).toBe(
      '/images/content/s.jpg?wid=1500&hei=1880&sharpen=60&fmt=auto&qlt=50',
    );
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('media'))).toEqual(['(min-width: 64rem)', '(min-width: 48rem)']);
    expect(sources[0]?.getAttribute('srcset')).toContain('/images/content/l.jpg?wid=3840&hei=1800');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('with a target: a link on the shopper’s locale named by its label; title and subtitle under it', () => {
    const block = picture({
      title: 'Trail season',
      subtitle: 'New arrivals',
      target: { url: '/en-us/c/jackets-211001', label: 'Shop jackets' },
    });
    renderBlock(<PictureBlock block={block} page={HOME} priority />, { locale: 'fr-ca' });
    const link = screen.getByRole('link', { name: 'Shop jackets' });
    expect(link).toHaveAttribute('href', '/fr-ca/c/jackets-211001');
    expect(screen.getByRole('figure')).toHaveTextContent('Trail seasonNew arrivals');
    // The page's largest paint: eager, first.
    expect(screen.getByRole('img', { name: 'Hikers on a ridge' })).toHaveAttribute('loading', 'eager');
  });
});
