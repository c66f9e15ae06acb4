import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { benefitBarBlock } from '../../../../contracts/entities/content-blocks-banners';
import { AppErrorBoundary } from '../../app/app-error-boundary';
import { I18nProvider } from '../../i18n/i18n-provider';
import { MessageArea } from '../../i18n/message-area';
import { BenefitBarBlock } from './benefit-bar-block';

describe('the benefit bar', () => {
  it('shows a benefit line whose reference is out of range, instead of falling to the error boundary', {
    timeout: 15_000,
  }, async () => {
    // The content API's own schema: this is a block the API may answer.
    const block = benefitBarBlock.parse({
      type: 'benefitBar',
      id: 'benefits',
      items: [
        { id: 'b1', richText: '<p>Free returns&#1114112; within 60 days</p>' },
        { id: 'b2', richText: '<p>Members &amp; friends&#xD800;</p>' },
      ],
    });
    render(
      <MemoryRouter>
        <AppErrorBoundary>
          <I18nProvider locale="en-us">
            <MessageArea areas={['home']}>
              <BenefitBarBlock block={block} page={{ type: 'home', url: '/en-us' }} priority={false} />
            </MessageArea>
          </I18nProvider>
        </AppErrorBoundary>
      </MemoryRouter>,
    );
    const bar = within(await screen.findByRole('complementary', { name: 'Benefits' }, { timeout: 8000 }));
    expect(bar.getByText('Free returns\ufffd within 60 days')).toBeInTheDocument();
    expect(bar.getByText('Members & friends\ufffd')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
