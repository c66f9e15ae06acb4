import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useCommerce, useSession } from '../../commerce/commerce-context';
import { useSiteConfig } from '../../config/site-config-provider';
import { errorMessage } from '../../i18n/error-message';
import { useIntl } from '../../i18n/intl';
import { Banner } from '../../ui/banner/banner';
import { Button } from '../../ui/button/button';
import { useToasts } from '../../ui/toast/toast-store';
import styles from '../session/session.module.css';

/**
 * The header's in-store strip while an associate sells (spec 000 section 6): the store and the employee
 * of the buy-in-store session, and "End in-store session", which clears it and goes to the associate login.
 * Built from shell parts only, so the shell's lazy import of it lists one chunk (the product page budget);
 * the clearing loads on the click.
 */
export default function InStoreBadge() {
  const intl = useIntl();
  const commerce = useCommerce();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toasts = useToasts();
  const { locale } = useSiteConfig();
  const { buyInStore } = useSession();
  const end = useMutation({
    mutationFn: async () => (await import('./end-in-store-session')).endInStoreSession(commerce, queryClient),
    onSuccess: () => navigate(`/${locale}/agent-login`),
    onError: (error) => toasts.show({ title: errorMessage(intl, error), tone: 'error' }),
  });
  if (!buyInStore) return null;
  return (
    <section aria-label={intl.formatMessage({ id: 'associate.badge.label' })}>
      <Banner
        tone="info"
        className={styles.banner}
        action={
          <Button variant="secondary" size="sm" loading={end.isPending} onClick={() => end.mutate()}>
            {intl.formatMessage({ id: 'associate.badge.end' })}
          </Button>
        }
      >
        {intl.formatMessage(
          { id: 'associate.badge.text' },
          {
            store: buyInStore.storeName,
            employee: buyInStore.storeEmployeeName,
            id: buyInStore.storeEmployeeId,
          },
        )}
      </Banner>
    </section>
  );
}
