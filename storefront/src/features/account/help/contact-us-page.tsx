import { useQuery } from '@tanstack/react-query';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { PageMeta } from '../../../routes/page-meta';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { SelectField } from '../../../ui/field/select-field';
import { TextArea } from '../../../ui/field/text-area';
import { TextField } from '../../../ui/field/text-field';
import { Espot } from '../../content-blocks/espot/espot';
import { CareConfirmation } from './care-confirmation';
import { ContactFields } from './contact-fields';
import styles from './help.module.css';
import { CONTACT_FIELDS, type ContactUsValues, contactUsSchema } from './help-schemas';
import { useCareForm, useHelpCommerce } from './use-care-form';
import { useProfileDefaults } from './use-profile-defaults';

/**
 * /{locale}/help/contact-us (the footer's "Contact us", the sign-in dialog's help link): a message to customer
 * care with a category and one of its subjects (getContactUsCategories, labels in the shopper's language),
 * then the case number. A signed-in shopper finds their name and email filled in.
 */
export function ContactUsPage() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const help = useHelpCommerce();
  const categories = useQuery({ queryKey: ['contactCategories', locale], queryFn: help.categories });
  const { form, fieldText, call, submit, notice } = useCareForm<ContactUsValues, { caseNumber: string }>({
    schema: contactUsSchema,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      orderNumber: '',
      category: '',
      subject: '',
      message: '',
    },
    fields: CONTACT_FIELDS,
    send: ({ orderNumber, ...values }) =>
      help.contact({ ...values, ...(orderNumber ? { orderNumber } : {}) }),
  });
  useProfileDefaults(form);
  const t = (id: string) => intl.formatMessage({ id });
  const { register, watch } = form;
  const category = categories.data?.find((c) => c.code === watch('category'));
  return (
    <div className={styles.page}>
      <PageMeta
        title={t('accountArea.help.contact.title')}
        description={t('accountArea.help.contact.intro')}
        canonicalPath={`/${locale}/help/contact-us`}
      />
      <h1>{t('accountArea.help.contact.title')}</h1>
      {call.isSuccess ? (
        <CareConfirmation caseNumber={call.data.caseNumber} kind="contact" />
      ) : (
        <form className={styles.form} noValidate onSubmit={submit}>
          <p className={styles.muted}>{t('accountArea.help.contact.intro')}</p>
          {notice ? <Banner tone="error">{notice}</Banner> : null}
          {categories.isError ? (
            <Banner tone="error">{t('accountArea.help.contact.categoriesFailed')}</Banner>
          ) : null}
          <ContactFields form={form} fieldText={fieldText} />
          <SelectField
            label={t('accountArea.help.contact.category')}
            placeholder={t('accountArea.help.contact.choose')}
            options={(categories.data ?? []).map((c) => ({ value: c.code, label: c.label }))}
            required
            error={fieldText('category')}
            {...register('category', { onChange: () => form.setValue('subject', '') })}
          />
          <SelectField
            label={t('accountArea.help.contact.subject')}
            placeholder={t('accountArea.help.contact.choose')}
            options={(category?.subjects ?? []).map((s) => ({ value: s.code, label: s.label }))}
            required
            disabled={!category}
            error={fieldText('subject')}
            {...register('subject')}
          />
          <TextField
            label={t('accountArea.help.orderNumber')}
            optional
            error={fieldText('orderNumber')}
            {...register('orderNumber')}
          />
          <TextArea
            label={t('accountArea.help.contact.message')}
            required
            rows={6}
            error={fieldText('message')}
            {...register('message')}
          />
          <Button type="submit" loading={call.isPending}>
            {t('accountArea.help.contact.send')}
          </Button>
        </form>
      )}
      {/* Answers to common questions and help topics below the form. */}
      <Espot slug="contact-us" pageType="other" />
    </div>
  );
}
