import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestIntlProvider } from '../../i18n/test-intl-provider';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { Banner } from './banner';

describe('Banner', () => {
  it('an error is an alert; others are status', () => {
    const { unmount } = render(<Banner tone="error" title="We cannot ship there" />, {
      wrapper: TestIntlProvider,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('We cannot ship there');
    unmount();
    render(<Banner tone="info">Free shipping over $50</Banner>, { wrapper: TestIntlProvider });
    expect(screen.getByRole('status')).toHaveTextContent('Free shipping over $50');
  });

  it('is dismissible only with onDismiss', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Banner title="Hello" />, { wrapper: TestIntlProvider });
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    rerender(<Banner title="Hello" onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});

describe('Breadcrumbs', () => {
  it('links the trail and marks the last crumb as the current page', () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/en-us' },
          { label: 'Men', href: '/en-us/c/men-1000' },
          { label: 'Jackets' },
        ]}
        renderLink={({ href, children, className }) => (
          <a href={href} className={className}>
            {children}
          </a>
        )}
      />,
      { wrapper: TestIntlProvider },
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Men' })).toHaveAttribute('href', '/en-us/c/men-1000');
    expect(screen.getByText('Jackets')).toHaveAttribute('aria-current', 'page');
  });
});
