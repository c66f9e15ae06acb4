import { Outlet, useParams } from 'react-router';
import { useRuntimeConfig } from '../app/services';
import { DEFAULT_LOCALE, isSupportedLocale } from '../config/site-config';
import { SiteConfigProvider } from '../config/site-config-provider';
import { LazyConsent } from '../consent/lazy-consent';
import { SiteFooter } from '../features/navigation/lazy-site-footer';
import { SiteHeader } from '../features/navigation/site-header';
import { LazyPopUps } from '../features/pop-ups/lazy-pop-ups';
import { SessionKeeper } from '../features/session/session-keeper';
import { setCurrentLocale } from '../i18n/current-locale';
import { I18nProvider } from '../i18n/i18n-provider';
import { ImageBaseProvider } from '../ui/image/image-base';
import { Toaster } from '../ui/toast/toaster';
import { AppDialogHost } from './app-dialog-host';
import { NotFoundPage } from './not-found-page';
import { SkipLink } from './skip-link';

/** The shell of every page under /{locale}: site headers for the API, messages, header, footer, dialogs, toasts. */
export function LocaleLayout() {
  const { locale: param = '' } = useParams();
  const supported = isSupportedLocale(param.toLowerCase());
  const locale = supported ? param.toLowerCase() : DEFAULT_LOCALE;
  setCurrentLocale(locale);
  const config = useRuntimeConfig();
  return (
    <SiteConfigProvider locale={locale} overrides={config.features}>
      <I18nProvider locale={locale}>
        <ImageBaseProvider value={config.imageBaseUrl}>
          <SessionKeeper />
          <SkipLink />
          <LazyConsent />
          <SiteHeader />
          <main id="main" tabIndex={-1}>
            {supported ? <Outlet /> : <NotFoundPage />}
          </main>
          <SiteFooter />
          <AppDialogHost />
          <LazyPopUps />
          <Toaster />
        </ImageBaseProvider>
      </I18nProvider>
    </SiteConfigProvider>
  );
}
