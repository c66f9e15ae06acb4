import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popUpBlock } from '../../../../contracts/entities/content-blocks-dialog';
import { SiteConfigProvider } from '../../config/site-config-provider';
import { TestIntlProvider } from '../../i18n/test-intl-provider';
import { PopUp } from './pop-up';

const welcome = popUpBlock.parse({
  type: 'popUp',
  id: 'p-welcome',
  name: 'welcome-offer',
  title: '10% off your first order',
  minimizedTitle: 'Get 10% off',
  maximizedTitle: 'Welcome to SummitPeak',
  titleColor: '#FFFFFF',
  backgroundColor: '#1A1A1A',
  targets: [{ label: 'Sign up', url: '/en-us/sign-up', linkType: 'cta' }],
  disclaimer: '<p>New subscribers only.</p>',
});

function renderPopUp(popUp = welcome, onClose = vi.fn()) {
  render(
    <MemoryRouter>
      <SiteConfigProvider locale="en-us" overrides={{}} readOverrides={false}>
        <TestIntlProvider locale="en-us">
          <PopUp popUp={popUp} onClose={onClose} />
        </TestIntlProvider>
      </SiteConfigProvider>
    </MemoryRouter>,
  );
  return onClose;
}

const pushed = () => (window.dataLayer ?? []).map((e) => (e as { event: string }).event);

describe('a content pop-up (spec 001 sections 4 and 9)', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });
  afterEach(() => vi.useRealTimers());

  it('records an impression, shows minimised, and expands after its delay without taking focus', () => {
    vi.useFakeTimers();
    renderPopUp();
    expect(pushed()).toEqual(['popupImpression']);
    expect(screen.getByRole('button', { name: 'Get 10% off' })).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('heading', { name: '10% off your first order' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const region = screen.getByRole('region', { name: '10% off your first order' });
    expect(region).toHaveTextContent('Welcome to SummitPeak');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/en-us/sign-up');
    expect(pushed()).toEqual(['popupImpression', 'popupExpand']);
    expect(document.activeElement).toBe(document.body);
  });

  it('waits for the delay the content gives', () => {
    vi.useFakeTimers();
    renderPopUp(popUpBlock.parse({ ...welcome, name: 'slow', delay: 8000 }));
    act(() => vi.advanceTimersByTime(7999));
    expect(screen.queryByRole('heading')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: '10% off your first order' })).toBeInTheDocument();
  });

  it('opens when the shopper asks, reports link clicks, and closes on its close button or Escape', async () => {
    const user = userEvent.setup();
    const onClose = renderPopUp();
    await user.click(screen.getByRole('button', { name: 'Get 10% off' }));
    expect(screen.getByRole('button', { name: 'Close the offer' })).toHaveFocus();
    expect(await screen.findByText('New subscribers only.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(window.dataLayer).toContainEqual({
      event: 'popupClick',
      popupName: 'welcome-offer',
      label: 'Sign up',
    });
    await user.click(screen.getByRole('button', { name: 'Close the offer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Close the offer' }).focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('can be closed while still minimised', async () => {
    const user = userEvent.setup();
    const onClose = renderPopUp();
    await user.click(screen.getByRole('button', { name: 'Close the offer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
