import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { applyOverrides, FLAG_OVERRIDES_IN_THIS_BUILD, readFlagOverrides } from './flag-overrides';
import { type FeatureName, type SiteConfig, siteFor } from './site-config';

const SiteConfigContext = createContext<SiteConfig | null>(null);

export interface SiteConfigProviderProps {
  locale: string;
  /** Explicit overrides (tests); merged over the stored and query-string ones. */
  overrides?: Record<string, boolean>;
  /** Read localStorage['storefront.flags'] and ?flags= where the build allows them (default true). */
  readOverrides?: boolean;
  children: ReactNode;
}

export function SiteConfigProvider({
  locale,
  overrides,
  readOverrides = true,
  children,
}: SiteConfigProviderProps) {
  const config = useMemo(() => {
    const fromEnvironment = FLAG_OVERRIDES_IN_THIS_BUILD && readOverrides ? readFlagOverrides() : {};
    return applyOverrides(siteFor(locale), { ...fromEnvironment, ...overrides });
  }, [locale, overrides, readOverrides]);
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig needs a <SiteConfigProvider> above it');
  return config;
}

export function useFeature(name: FeatureName): boolean {
  return useSiteConfig().features[name];
}
