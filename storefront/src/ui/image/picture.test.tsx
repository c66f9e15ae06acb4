import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageBaseProvider } from './image-base';
import { Picture } from './picture';

const HERO = 'https://images.summitpeak.example/is/image/SPJK0101BLK-HERO';

describe('Picture', () => {
  it('renders the rewritten URL with its size reserved, loading lazily', () => {
    render(
      <ImageBaseProvider value="/images">
        <Picture src={HERO} alt="Summit Jacket, front" width={320} height={320} className="tile" />
      </ImageBaseProvider>,
    );
    const img = screen.getByRole('img', { name: 'Summit Jacket, front' });
    expect(img).toHaveAttribute(
      'src',
      '/images/is/image/SPJK0101BLK-HERO?wid=640&hei=640&sharpen=60&fmt=auto&qlt=50',
    );
    expect(img.getAttribute('srcset')).toContain('wid=320&hei=320');
    expect(img).toHaveAttribute('sizes', '320px');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '320');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveClass('tile');
  });

  it('keeps the CDN without an image base, and loads a priority image first', () => {
    render(<Picture src={HERO} alt="" width={100} height={125} sizes="50vw" priority />);
    const img = document.querySelector('img');
    expect(img?.getAttribute('src')).toMatch(
      /^https:\/\/images\.summitpeak\.example\/is\/image\/.*wid=200&hei=250/,
    );
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('sizes', '50vw');
  });
});
