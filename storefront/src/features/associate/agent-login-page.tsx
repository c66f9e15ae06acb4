import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { agentLoginRequest } from '../../../../contracts/entities/token';
import { useSession } from '../../commerce/commerce-context';
import { isInStoreAssociate } from '../../commerce/session-state';
import { useSiteConfig } from '../../config/site-config-provider';
import { useIntl } from '../../i18n/intl';
import { PageMeta } from '../../routes/page-meta';
import { Banner } from '../../ui/banner/banner';
import { Button } from '../../ui/button/button';
import { SelectField } from '../../ui/field/select-field';
import { TextField } from '../../ui/field/text-field';
import styles from './associate.module.css';
import { associateErrorMessage } from './associate-error';
import { useAgentLogin, useAssociateStores } from './use-associate';

interface AgentLoginValues {
  storeId: string;
  username: string;
  password: string;
}

/**
 * The associate login (spec 000 sections 2, 6): a store that sells in buy-in-store mode, the employee id
 * and the password, checked with the contract's own schema. Signing in attaches the store and the employee
 * to the session; ending that session comes back here.
 */
export default function AgentLoginPage() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const session = useSession();
  const stores = useAssociateStores();
  const login = useAgentLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AgentLoginValues>({
    resolver: zodResolver(agentLoginRequest),
    defaultValues: { storeId: '', username: '', password: '' },
  });
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  /** An empty field says what it needs; anything else (too long) the general length text. */
  const fieldError = (field: keyof AgentLoginValues, error: FieldError | undefined) => {
    if (!error) return undefined;
    return t(error.type === 'too_small' ? `associate.login.${field}.required` : 'associate.login.tooLong');
  };

  return (
    <div className={styles.page}>
      <PageMeta
        title={t('associate.login.title')}
        description={t('associate.login.description')}
        canonicalPath={`/${locale}/agent-login`}
      />
      <h1>{t('associate.login.heading')}</h1>
      <p className={styles.muted}>{t('associate.login.intro')}</p>
      {isInStoreAssociate(session) && session.buyInStore ? (
        <Banner tone="info">
          {t('associate.login.already', {
            store: session.buyInStore.storeName,
            employee: session.buyInStore.storeEmployeeName,
          })}
        </Banner>
      ) : null}
      {login.error ? <Banner tone="error">{associateErrorMessage(intl, login.error)}</Banner> : null}
      {stores.isError ? (
        <Banner
          tone="error"
          action={
            <Button variant="secondary" onClick={() => void stores.refetch()}>
              {t('associate.login.retry')}
            </Button>
          }
        >
          {t('associate.login.storesFailed')}
        </Banner>
      ) : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={handleSubmit((values) => {
          if (!login.isPending) login.mutate(values);
        })}
      >
        <SelectField
          label={t('associate.login.store')}
          placeholder={
            stores.isPending ? t('associate.login.storesLoading') : t('associate.login.chooseStore')
          }
          options={(stores.data ?? []).map((s) => ({
            value: s.storeId,
            label: s.city ? `${s.storeName} (${s.city})` : s.storeName,
          }))}
          required
          error={fieldError('storeId', errors.storeId)}
          {...register('storeId')}
        />
        <TextField
          label={t('associate.login.username')}
          hint={t('associate.login.usernameHint')}
          autoComplete="username"
          autoCapitalize="characters"
          required
          error={fieldError('username', errors.username)}
          {...register('username')}
        />
        <TextField
          label={t('associate.login.password')}
          type="password"
          autoComplete="current-password"
          required
          error={fieldError('password', errors.password)}
          {...register('password')}
        />
        <Button type="submit" fullWidth loading={login.isPending}>
          {t('associate.login.submit')}
        </Button>
      </form>
    </div>
  );
}
