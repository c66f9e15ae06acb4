import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from './layout-test-render';

const SLOW = { timeout: 15_000 };

const list = (n: number) => ({
  type: 'verticalList',
  id: `list-${n}`,
  title: `List ${n}`,
  items: [{ title: `Entry ${n}` }],
});

describe('the collection', { timeout: 30_000 }, () => {
  it('draws its blocks in a grid with the columns content sets, their titles one level below its own', async () => {
    renderBlocks([
      {
        type: 'collection',
        id: 'lists',
        title: 'Good to know',
        columns: { small: 1, medium: 2, large: 4 },
        items: [list(1), list(2)],
      },
    ]);
    const heading = await screen.findByRole('heading', { name: 'Good to know', level: 2 }, SLOW);
    const section = heading.closest('section') as HTMLElement;
    expect(
      await within(section).findByRole('heading', { name: 'List 2', level: 3 }, SLOW),
    ).toBeInTheDocument();
    const grid = section.querySelector('ul') as HTMLElement;
    expect(grid.style.getPropertyValue('--columns-small')).toBe('1');
    expect(grid.style.getPropertyValue('--columns-medium')).toBe('2');
    expect(grid.style.getPropertyValue('--columns-large')).toBe('4');
    expect(screen.queryByRole('group', { name: 'Good to know' })).toBeNull();
  });

  it('falls back to 1, 2 and 3 columns, and shows a block of any group it holds (a nested collection too)', async () => {
    renderBlocks([
      {
        type: 'collection',
        id: 'outer',
        items: [{ type: 'collection', id: 'inner', display: 'carousel', title: 'Inner', items: [list(3)] }],
      },
    ]);
    expect(await screen.findByRole('group', { name: 'Inner' }, SLOW)).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(await screen.findByText('Entry 3', {}, SLOW)).toBeInTheDocument();
    const outer = document.querySelector('ul') as HTMLElement;
    expect(outer.style.getPropertyValue('--columns-medium')).toBe('2');
    expect(outer.style.getPropertyValue('--columns-large')).toBe('3');
  });
});
