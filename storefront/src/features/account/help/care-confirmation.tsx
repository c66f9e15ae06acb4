import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Link } from '../../../ui/link/link';
import styles from './help.module.css';

/** What the shopper sees once care has the message or claim: the case number to quote, and a way on. */
export function CareConfirmation({ caseNumber, kind }: { caseNumber: string; kind: 'contact' | 'warranty' }) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  return (
    <>
      <Banner tone="success" title={intl.formatMessage({ id: `accountArea.help.${kind}.sentTitle` })}>
        {intl.formatMessage({ id: 'accountArea.help.sentText' }, { caseNumber })}
      </Banner>
      <p className={styles.muted}>
        <Link to={`/${locale}`}>{intl.formatMessage({ id: 'accountArea.help.continue' })}</Link>
      </p>
    </>
  );
}
