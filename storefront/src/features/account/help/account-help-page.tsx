import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { PageMeta } from '../../../routes/page-meta';
import { Link } from '../../../ui/link/link';
import { accountPath } from '../area/account-path';
import styles from './account-help-page.module.css';

/** /{locale}/account/help: where a shopper asks for help: contact us and a warranty claim (public pages). */
export default function AccountHelpPage() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const t = (id: string) => intl.formatMessage({ id });
  const links = [
    {
      to: `/${locale}/help/contact-us`,
      title: 'accountArea.help.contact.title',
      text: 'accountArea.help.contact.intro',
    },
    {
      to: `/${locale}/help/warranty`,
      title: 'accountArea.help.warranty.title',
      text: 'accountArea.help.warranty.intro',
    },
  ];
  return (
    <>
      <PageMeta
        title={t('accountArea.help.title')}
        description={t('accountArea.help.intro')}
        canonicalPath={accountPath(locale, 'help')}
      />
      <h1 className={styles.heading}>{t('accountArea.help.title')}</h1>
      <p className={styles.muted}>{t('accountArea.help.intro')}</p>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to} className={styles.card}>
            <Link to={link.to} className={styles.link}>
              {t(link.title)}
            </Link>
            <p className={styles.muted}>{t(link.text)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
