import { Suspense, useId, useState } from 'react';
import { useSiteConfig } from '../../config/site-config-provider';
import { useIntl } from '../../i18n/intl';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { useDialogs } from '../../ui/dialog/dialog-store';
import { Link } from '../../ui/link/link';
import { ContentLink } from '../content-blocks/content-link';
import { footerNewsletter } from './footer-newsletter';
import { LocaleSwitcher } from './locale-switcher';
import styles from './site-footer.module.css';
import { useFooter } from './use-footer';

// The newsletter form and its dialog load when the shopper opens it (the footer ships with every page).
const NewsletterDialog = lazyWithMessages(
  () => import('../content-blocks/dialogs/newsletter-dialog'),
  ['content'],
);

/**
 * What the site footer holds, from the content API: newsletter sign-up (a button opening the newsletter form
 * in a dialog), link
 * columns, social and legal links, the locale switcher and the copyright. Without content it still offers
 * the locale switcher. The footer element around it is lazy-site-footer.tsx, which loads this when near.
 */
export default function SiteFooterContent() {
  const intl = useIntl();
  const { locale, settings } = useSiteConfig();
  const dialogs = useDialogs();
  const footer = useFooter();
  const [newsletterOpen, setNewsletterOpen] = useState(false);
  const baseId = useId();
  const data = footer.data;
  const newsletter = data ? footerNewsletter(data) : undefined;
  return (
    <>
      {newsletter ? (
        <section className={styles.newsletter} aria-labelledby={`${baseId}-newsletter`}>
          <div className={styles.inner}>
            <div>
              <h3 id={`${baseId}-newsletter`} className={styles.newsletterTitle}>
                {newsletter.title ?? intl.formatMessage({ id: 'navigation.footer.newsletter.title' })}
              </h3>
              <p className={styles.newsletterText}>
                {newsletter.subheading ?? intl.formatMessage({ id: 'navigation.footer.newsletter.text' })}
              </p>
            </div>
            <button
              type="button"
              className={styles.newsletterCta}
              aria-haspopup="dialog"
              onClick={() => setNewsletterOpen(true)}
            >
              {newsletter.heading ?? intl.formatMessage({ id: 'navigation.footer.newsletter.cta' })}
            </button>
          </div>
          {newsletterOpen ? (
            <Suspense fallback={null}>
              <NewsletterDialog block={newsletter.block} onClose={() => setNewsletterOpen(false)} />
            </Suspense>
          ) : null}
        </section>
      ) : null}
      <div className={styles.main}>
        <div className={styles.inner}>
          <div className={styles.columns}>
            {data?.columns.map((column) => (
              <section key={column.id} aria-labelledby={`${baseId}-${column.id}`} className={styles.column}>
                <h3 id={`${baseId}-${column.id}`} className={styles.heading}>
                  {column.title}
                </h3>
                <ul className={styles.list}>
                  {column.links.map((link) => (
                    <li key={`${link.url}-${link.label}`}>
                      <ContentLink
                        href={link.url}
                        newTab={link.targetAttribute === '_blank'}
                        aria-label={link.ariaLabel}
                        className={styles.link}
                      >
                        {link.label}
                      </ContentLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            {data && data.socialLinks.length > 0 ? (
              <section aria-labelledby={`${baseId}-social`} className={styles.column}>
                <h3 id={`${baseId}-social`} className={styles.heading}>
                  {intl.formatMessage({ id: 'navigation.footer.social' })}
                </h3>
                <ul className={styles.list}>
                  {data.socialLinks.map((social) => (
                    <li key={social.url}>
                      <ContentLink href={social.url} newTab className={styles.link}>
                        {social.label || social.platform}
                      </ContentLink>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <div className={styles.switcher}>
              <LocaleSwitcher />
              {/* Every country's sites (the location selector, features/stores/locator). */}
              <Link to={`/${locale}/location-selector`} className={styles.link}>
                {intl.formatMessage({ id: 'navigation.footer.country' })}
              </Link>
            </div>
          </div>
          {footer.isError ? (
            <p className={styles.error}>{intl.formatMessage({ id: 'navigation.footer.error' })}</p>
          ) : null}
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={`${styles.inner} ${styles.bottomInner}`}>
          {data?.copyright ? <p className={styles.copyright}>{data.copyright}</p> : null}
          {/* EMEA: the consent preference centre, reachable at any time (spec 001 section 6). */}
          {settings.consentRequired ? (
            <button
              type="button"
              className={styles.textButton}
              aria-haspopup="dialog"
              onClick={() => dialogs.open('consentPreferences')}
            >
              {intl.formatMessage({ id: 'navigation.footer.cookiePreferences' })}
            </button>
          ) : null}
          {data && data.legalLinks.length > 0 ? (
            <nav aria-label={intl.formatMessage({ id: 'navigation.footer.legal' })}>
              <ul className={styles.legal}>
                {data.legalLinks.map((link) => (
                  <li key={`${link.url}-${link.label}`}>
                    <ContentLink
                      href={link.url}
                      newTab={link.targetAttribute === '_blank'}
                      className={styles.link}
                    >
                      {link.label}
                    </ContentLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
    </>
  );
}
