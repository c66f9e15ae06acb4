import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { PageMeta } from '../../../routes/page-meta';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { TextArea } from '../../../ui/field/text-area';
import { TextField } from '../../../ui/field/text-field';
import { CareConfirmation } from './care-confirmation';
import { ContactFields } from './contact-fields';
import styles from './help.module.css';
import { phoneDigits, WARRANTY_FIELDS, type WarrantyValues, warrantySchema } from './help-schemas';
import { useCareForm, useHelpCommerce } from './use-care-form';
import { useProfileDefaults } from './use-profile-defaults';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * /{locale}/help/warranty: a warranty claim (spec 001 section 7): who claims and where the replacement goes,
 * the product, when it was bought and what is wrong; then the case number.
 */
export function WarrantyPage() {
  const intl = useIntl();
  const { locale, country } = useSiteConfig();
  const help = useHelpCommerce();
  const { form, fieldText, call, submit, notice } = useCareForm<WarrantyValues, { caseNumber: string }>({
    schema: warrantySchema(today()),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      addressLine1: '',
      city: '',
      postalCode: '',
      productName: '',
      purchaseDate: '',
      orderNumber: '',
      issueDescription: '',
    },
    fields: WARRANTY_FIELDS,
    send: ({ orderNumber, addressLine1, city, postalCode, phone, ...values }) =>
      help.warranty({
        ...values,
        phone: phoneDigits(phone),
        address: {
          firstName: values.firstName,
          lastName: values.lastName,
          addressLine1,
          city,
          postalCode,
          country,
          countryCode: country,
        },
        ...(orderNumber ? { orderNumber } : {}),
      }),
  });
  useProfileDefaults(form);
  const t = (id: string) => intl.formatMessage({ id });
  const { register } = form;
  return (
    <div className={styles.page}>
      <PageMeta
        title={t('accountArea.help.warranty.title')}
        description={t('accountArea.help.warranty.intro')}
        canonicalPath={`/${locale}/help/warranty`}
      />
      <h1>{t('accountArea.help.warranty.title')}</h1>
      {call.isSuccess ? (
        <CareConfirmation caseNumber={call.data.caseNumber} kind="warranty" />
      ) : (
        <form className={styles.form} noValidate onSubmit={submit}>
          <p className={styles.muted}>{t('accountArea.help.warranty.intro')}</p>
          {notice ? <Banner tone="error">{notice}</Banner> : null}
          <ContactFields form={form} fieldText={fieldText} />
          <TextField
            label={t('accountArea.help.phone')}
            type="tel"
            autoComplete="tel"
            required
            error={fieldText('phone')}
            {...register('phone')}
          />
          <TextField
            label={t('accountArea.help.warranty.addressLine1')}
            autoComplete="address-line1"
            required
            error={fieldText('addressLine1')}
            {...register('addressLine1')}
          />
          <div className={styles.row}>
            <TextField
              label={t('accountArea.help.warranty.city')}
              autoComplete="address-level2"
              required
              error={fieldText('city')}
              {...register('city')}
            />
            <TextField
              label={t('accountArea.help.warranty.postalCode')}
              autoComplete="postal-code"
              required
              error={fieldText('postalCode')}
              {...register('postalCode')}
            />
          </div>
          <TextField
            label={t('accountArea.help.warranty.productName')}
            required
            error={fieldText('productName')}
            {...register('productName')}
          />
          <div className={styles.row}>
            <TextField
              label={t('accountArea.help.warranty.purchaseDate')}
              type="date"
              max={today()}
              required
              error={fieldText('purchaseDate')}
              {...register('purchaseDate')}
            />
            <TextField
              label={t('accountArea.help.orderNumber')}
              optional
              error={fieldText('orderNumber')}
              {...register('orderNumber')}
            />
          </div>
          <TextArea
            label={t('accountArea.help.warranty.issue')}
            required
            rows={6}
            error={fieldText('issueDescription')}
            {...register('issueDescription')}
          />
          <Button type="submit" loading={call.isPending}>
            {t('accountArea.help.warranty.send')}
          </Button>
        </form>
      )}
    </div>
  );
}
