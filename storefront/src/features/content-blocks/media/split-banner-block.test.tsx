import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { splitBannerBlock } from '../../../../../contracts/entities/content-blocks-banners';
import { renderBlock } from './block-test-render';
import SplitBannerBlock from './split-banner-block';

const HOME = { type: 'home', url: '/en-us' } as const;

const split = (fields: Record<string, unknown> = {}) =>
  splitBannerBlock.parse({
    type: 'splitBanner',
    id: 'split',
    title: 'Tested on the trail',
    subtitle: 'By our athletes',
    media: {
      small: { type: 'image', url: 'https://images.summitpeak.example/content/split.jpg', alt: 'Runner' },
    },
    richText: '<p>Every product is <strong>tested</strong> by our athletes.</p>',
    targets: [
      { url: '/en-us/c/footwear-211002', label: 'Shop footwear' },
      { url: '/en-us/journal', label: 'Read the story', linkType: 'link' },
    ],
    ...fields,
  });

describe('the split banner', () => {
  it('shows its media beside the title, subtitle, rich text and call-to-action buttons (media left by default)', async () => {
    renderBlock(<SplitBannerBlock block={split()} page={HOME} priority={false} />);
    const section = screen.getByRole('region', { name: 'Tested on the trail' });
    expect(section).toHaveAttribute('data-media', 'left');
    expect(within(section).getByRole('heading', { level: 2, name: 'Tested on the trail' })).toBeVisible();
    expect(within(section).getByText('By our athletes')).toBeVisible();
    await waitFor(() => expect(section).toHaveTextContent('Every product is tested by our athletes.'));
    expect(within(section).getByRole('img', { name: 'Runner' })).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Shop footwear' })).toHaveAttribute(
      'href',
      '/en-us/c/footwear-211002',
    );
    expect(within(section).getByRole('link', { name: 'Read the story' })).toHaveAttribute(
      'href',
      '/en-us/journal',
    );
  });

  it('puts the media on the right when the content says so; the priority banner’s title is the h1', () => {
    renderBlock(<SplitBannerBlock block={split({ mediaPosition: 'right' })} page={HOME} priority />);
    expect(screen.getByRole('region', { name: 'Tested on the trail' })).toHaveAttribute(
      'data-media',
      'right',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tested on the trail' })).toBeVisible();
  });
});
