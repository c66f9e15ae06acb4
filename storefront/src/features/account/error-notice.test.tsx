import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestIntlProvider } from '../../i18n/test-intl-provider';
import { ErrorNotice } from './error-notice';

const original = Element.prototype.scrollIntoView;
afterEach(() => {
  Element.prototype.scrollIntoView = original;
});

describe('ErrorNotice', () => {
  it('is announced, and scrolls into view when it appears and when its message changes', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { rerender } = render(<ErrorNotice message="Something went wrong." />, {
      wrapper: TestIntlProvider,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(scrolled).toHaveBeenCalledOnce();
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });

    rerender(<ErrorNotice message="Something went wrong." />);
    expect(scrolled).toHaveBeenCalledOnce();
    rerender(<ErrorNotice message="The link has expired." />);
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it('follows its message with what it is given (a way out)', () => {
    Element.prototype.scrollIntoView = vi.fn();
    render(
      <ErrorNotice message="The link has expired.">
        <a href="/en-us/forgot-password">Request a new link</a>
      </ErrorNotice>,
      { wrapper: TestIntlProvider },
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The link has expired. Request a new link');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });
});
