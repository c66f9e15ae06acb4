import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FLAGS_STORAGE_KEY } from './flag-overrides';
import { SiteConfigProvider, useFeature, useSiteConfig } from './site-config-provider';

function Probe() {
  const config = useSiteConfig();
  const favorites = useFeature('favorites');
  return (
    <p>
      {config.locale} {config.currency} favorites:{String(favorites)}
    </p>
  );
}

describe('SiteConfigProvider', () => {
  it('provides the site of the locale', () => {
    render(
      <SiteConfigProvider locale="fr-ca">
        <Probe />
      </SiteConfigProvider>,
    );
    expect(screen.getByText('fr-ca CAD favorites:true')).toBeInTheDocument();
  });

  it('applies stored overrides, then explicit ones', () => {
    localStorage.setItem(FLAGS_STORAGE_KEY, '{"favorites":false}');
    const { unmount } = render(
      <SiteConfigProvider locale="en-us">
        <Probe />
      </SiteConfigProvider>,
    );
    expect(screen.getByText('en-us USD favorites:false')).toBeInTheDocument();
    unmount();
    render(
      <SiteConfigProvider locale="en-us" overrides={{ favorites: true }}>
        <Probe />
      </SiteConfigProvider>,
    );
    expect(screen.getByText('en-us USD favorites:true')).toBeInTheDocument();
  });

  it('throws without a provider', () => {
    expect(() => render(<Probe />)).toThrow(/SiteConfigProvider/);
  });
});
