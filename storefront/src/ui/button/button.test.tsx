import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestIntlProvider } from '../../i18n/test-intl-provider';
import { CloseIcon } from '../icons/icons';
import { Button, ButtonLink } from './button';
import { IconButton } from './icon-button';

describe('Button', () => {
  it('is a type="button" by default and calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to cart</Button>, { wrapper: TestIntlProvider });
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading: keeps its name, is aria-busy, shows a spinner and ignores clicks', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Place order
      </Button>,
      { wrapper: TestIntlProvider },
    );
    const button = screen.getByRole('button', { name: 'Place order' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(container.querySelector('[class*="spinner"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit a form while loading', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Save
        </Button>
      </form>,
      { wrapper: TestIntlProvider },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ButtonLink renders a link with the button look', () => {
    render(
      <ButtonLink href="/en-us/cart" variant="secondary">
        View cart
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'View cart' });
    expect(link).toHaveAttribute('href', '/en-us/cart');
    expect(link.className).toMatch(/secondary/);
  });
});

describe('IconButton', () => {
  it('is named by its label and hides the icon', () => {
    render(
      <IconButton label="Close">
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
