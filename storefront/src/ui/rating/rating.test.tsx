import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestIntlProvider } from '../../i18n/test-intl-provider';
import { Rating } from './rating';

describe('Rating', () => {
  it('is one image named with the value and review count', () => {
    render(<Rating value={4.5} count={123} />, { wrapper: TestIntlProvider });
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5, 123 reviews' })).toBeInTheDocument();
    expect(screen.getByText('(123)')).toHaveAttribute('aria-hidden', 'true');
  });

  it('singular and no count', () => {
    const { unmount } = render(<Rating value={5} count={1} />, { wrapper: TestIntlProvider });
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5, 1 review' })).toBeInTheDocument();
    unmount();
    render(<Rating value={3.26} />, { wrapper: TestIntlProvider });
    expect(screen.getByRole('img', { name: 'Rated 3.3 out of 5' })).toBeInTheDocument();
  });

  it('clamps the value and fills the stars by fraction', () => {
    const { container } = render(<Rating value={7} />, { wrapper: TestIntlProvider });
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(container.querySelector('clipPath rect')).toHaveAttribute('width', '120');
  });

  it('draws the five stars as two paths: the outline, and the fill clipped to the value', () => {
    const { container } = render(<Rating value={3} />, { wrapper: TestIntlProvider });
    const paths = container.querySelectorAll('svg path');
    expect(paths).toHaveLength(2);
    const clipId = container.querySelector('clipPath')?.id;
    expect(paths[1]).toHaveAttribute('clip-path', `url(#${clipId})`);
    expect(container.querySelector('clipPath rect')).toHaveAttribute('width', '72');
    // Five closed stars, 24 units apart.
    expect(paths[0]?.getAttribute('d')?.match(/M\d+ 2\.5/g)).toEqual([
      'M12 2.5',
      'M36 2.5',
      'M60 2.5',
      'M84 2.5',
      'M108 2.5',
    ]);
  });

  it('speaks French', () => {
    render(
      <TestIntlProvider locale="fr-ca">
        <Rating value={4.5} count={2} />
      </TestIntlProvider>,
    );
    expect(screen.getByRole('img', { name: 'Note de 4,5 sur 5, 2 avis' })).toBeInTheDocument();
  });
});
