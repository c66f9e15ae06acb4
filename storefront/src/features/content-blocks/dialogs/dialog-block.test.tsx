import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dialogBlock } from '../../../../../contracts/entities/content-blocks-dialog';
import { SiteConfigProvider } from '../../../config/site-config-provider';
import { TestIntlProvider } from '../../../i18n/test-intl-provider';
import DialogBlock from './dialog-block';

const media = {
  small: {
    type: 'image',
    url: 'https://images.summitpeak.example/content/newsletter.jpg',
    alt: 'Hikers at sunrise',
  },
};

function renderBlock(input: Record<string, unknown>, locale = 'en-us') {
  // The content API's own schema: a block the API may answer.
  const block = dialogBlock.parse({ type: 'dialog', id: 'd1', ...input });
  const view = render(
    <MemoryRouter>
      <SiteConfigProvider locale={locale} overrides={{}} readOverrides={false}>
        <TestIntlProvider locale={locale}>
          <DialogBlock block={block} page={{ type: 'home', url: `/${locale}` }} priority={false} />
        </TestIntlProvider>
      </SiteConfigProvider>
    </MemoryRouter>,
  );
  return { ...view, section: view.container.querySelector('section') as HTMLElement };
}

describe('the dialog block (spec 001 section 2)', () => {
  it('shows its title, subtitle, rich text, buttons and the text below them, media at the top by default', async () => {
    const { section } = renderBlock({
      title: 'Join Basecamp rewards',
      subtitle: 'Members first',
      media,
      richText: '<p>Earn points on every order.</p>',
      targets: [{ label: 'Join now', url: '/en-ca/sign-up', linkType: 'cta' }],
      textBelowButtons: '<p>By joining you accept the loyalty terms.</p>',
    });
    const region = within(screen.getByRole('region', { name: 'Join Basecamp rewards' }));
    expect(region.getByText('Members first')).toBeInTheDocument();
    expect(await region.findByText('Earn points on every order.')).toBeInTheDocument();
    // Content links land on the shopper's locale.
    expect(region.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/en-us/sign-up');
    expect(region.getByText('By joining you accept the loyalty terms.')).toBeInTheDocument();
    expect(region.getByRole('img', { name: 'Hikers at sunrise' })).toBeInTheDocument();
    expect(section.dataset.media).toBe('top');
    expect(section.dataset.align).toBe('left');
  });

  it.each([
    ['leftNormal', 'left'],
    ['leftLarge', 'center'],
    ['top', 'right'],
  ])('places the media %s with the text aligned %s', (mediaPlacement, alignment) => {
    const { section } = renderBlock({ title: 'T', media, mediaPlacement, alignment });
    expect(section.dataset.media).toBe(mediaPlacement);
    expect(section.dataset.align).toBe(alignment);
    // Beside or above the text: the picture comes before the title.
    const picture = section.querySelector('picture') as HTMLElement;
    expect(picture.compareDocumentPosition(screen.getByRole('heading', { name: 'T' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('puts body media inside the text, after the subtitle', () => {
    renderBlock({ title: 'T', subtitle: 'S', media, mediaPlacement: 'body' });
    const picture = document.querySelector('picture') as HTMLElement;
    expect(screen.getByText('S').compareDocumentPosition(picture)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('offers the event sign-up with the event’s dates in the locale', () => {
    const event = {
      eventId: 'trailfest-2026',
      title: 'TrailFest weekend',
      startDate: '2026-06-12',
      endDate: '2026-06-14',
      richText: '<p>Terms.</p>',
      submitCtaLabel: 'Register',
      confirmationTitle: 'You are registered',
    };
    renderBlock({ title: 'TrailFest weekend', form: { variant: 'eventSignUp', event } }, 'fr-ca');
    expect(screen.getByText('12–14 juin 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'S’inscrire à TrailFest weekend' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });
});
