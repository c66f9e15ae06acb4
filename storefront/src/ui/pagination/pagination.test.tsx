import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TestIntlProvider } from '../../i18n/test-intl-provider';
import { Pagination } from './pagination';

function Listing() {
  const [params] = useSearchParams();
  const page = Number(params.get('page') ?? '1');
  return (
    <>
      <p>Showing page {page}</p>
      <Pagination totalPages={20} page={page} hrefFor={(p) => `/en-us/c/tents-1234?page=${p}`} />
    </>
  );
}

function renderAt(url: string, element: ReactNode = <Listing />) {
  const router = createMemoryRouter([{ path: '/en-us/c/:slug', element }], { initialEntries: [url] });
  render(
    <TestIntlProvider>
      <RouterProvider router={router} />
    </TestIntlProvider>,
  );
  return router;
}

describe('Pagination', () => {
  it('is a named navigation with first/previous disabled on page 1', () => {
    renderAt('/en-us/c/tents-1234');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'First page' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).not.toHaveAttribute('href');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/en-us/c/tents-1234?page=2',
    );
    expect(within(nav).getByRole('link', { name: 'Last page' })).toHaveAttribute(
      'href',
      '/en-us/c/tents-1234?page=20',
    );
  });

  it('navigates client-side through the URL', async () => {
    const router = renderAt('/en-us/c/tents-1234?page=10');
    expect(screen.getByRole('link', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByText('…')).toHaveLength(2);
    await userEvent.click(screen.getByRole('link', { name: 'Page 11' }));
    expect(router.state.location.search).toBe('?page=11');
    expect(screen.getByText('Showing page 11')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 11' })).toHaveAttribute('aria-current', 'page');
  });

  it('disables next and last on the last page', () => {
    renderAt('/en-us/c/tents-1234?page=20');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Last page' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('renders nothing for a single page', () => {
    renderAt('/en-us/c/tents-1234', <Pagination totalPages={1} page={1} hrefFor={(p) => `?page=${p}`} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('accepts a custom link renderer', () => {
    render(
      <TestIntlProvider>
        <Pagination
          totalPages={3}
          page={2}
          hrefFor={(p) => `/x?page=${p}`}
          renderLink={({ href, children, ...rest }) => (
            <a href={href} data-custom="yes" {...rest}>
              {children}
            </a>
          )}
        />
      </TestIntlProvider>,
    );
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('data-custom', 'yes');
  });
});
