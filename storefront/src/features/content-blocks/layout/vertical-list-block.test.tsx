import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from './layout-test-render';

const SLOW = { timeout: 15_000 };

describe('the vertical list', { timeout: 30_000 }, () => {
  it('lists its items in order, each a title with its rich text, picture and link', async () => {
    renderBlocks([
      {
        type: 'verticalList',
        id: 'offers',
        title: 'Current offers',
        items: [
          { title: '20% off every item', richText: '<p>Use code <strong>SPRING20</strong>.</p>' },
          {
            title: 'Free repairs',
            media: { small: { type: 'image', url: 'https://images.summitpeak.example/content/repair.jpg' } },
            target: { label: 'Book a repair', url: '/en-us/help' },
          },
        ],
      },
    ]);
    const section = (await screen.findByRole('heading', { name: 'Current offers' }, SLOW)).closest('section');
    const rows = within(section as HTMLElement).getAllByRole('listitem');
    // The rich text is sanitised as it is drawn (DOMPurify loads first here: happy-dom has no setHTML).
    expect(await within(rows[0] as HTMLElement).findByText('SPRING20')).toBeInTheDocument();
    await within(rows[1] as HTMLElement).findByText('Free repairs');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      '20% off every item',
      'Free repairs',
    ]);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Book a repair' })).toHaveAttribute(
      'href',
      '/en-us/help',
    );
    expect((rows[1] as HTMLElement).querySelector('img')).toHaveAttribute('alt', '');
  });
});
