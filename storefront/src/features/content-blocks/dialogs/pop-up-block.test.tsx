import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { popUpBlock } from '../../../../../contracts/entities/content-blocks-dialog';
import { SiteConfigProvider } from '../../../config/site-config-provider';
import { TestIntlProvider } from '../../../i18n/test-intl-provider';
import { DISMISSED_POP_UPS_KEY, dismissedPopUps } from '../../pop-ups/dismissed-pop-ups';
import PopUpBlock from './pop-up-block';

const block = popUpBlock.parse({
  type: 'popUp',
  id: 'page-popup',
  name: 'summer-launch-offer',
  title: 'Summer launch: free socks',
  minimizedTitle: 'Free socks',
});

const renderBlock = () =>
  render(
    <MemoryRouter>
      <SiteConfigProvider locale="en-us" overrides={{}} readOverrides={false}>
        <TestIntlProvider locale="en-us">
          <PopUpBlock block={block} page={{ type: 'other', url: '/en-us/summer-launch' }} priority={false} />
        </TestIntlProvider>
      </SiteConfigProvider>
    </MemoryRouter>,
  );

afterEach(() => {
  localStorage.removeItem(DISMISSED_POP_UPS_KEY);
  act(() => dismissedPopUps.reload());
});

describe('a pop-up block on a content page', () => {
  it('shows as a pop-up until closed, then stays closed (the same dismissed list)', async () => {
    const user = userEvent.setup();
    const first = renderBlock();
    await user.click(screen.getByRole('button', { name: 'Close the offer' }));
    expect(screen.queryByRole('button', { name: 'Free socks' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(DISMISSED_POP_UPS_KEY) ?? '{}')).toEqual({
      names: ['summer-launch-offer'],
    });
    first.unmount();
    renderBlock();
    expect(screen.queryByRole('button', { name: 'Free socks' })).toBeNull();
  });

  it('sits in the other corner from the site’s pop-ups', () => {
    renderBlock();
    expect(screen.getByRole('button', { name: 'Free socks' }).closest('section')).toHaveAttribute(
      'data-corner',
      'end',
    );
  });
});
