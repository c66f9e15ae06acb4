import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useSiteConfig } from '../../../config/site-config-provider';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/field/checkbox';
import { TextField } from '../../../ui/field/text-field';
import { Link } from '../../../ui/link/link';
import { translateValidation } from '../../session/validation-message';
import styles from './dialogs.module.css';
import { type NewsletterValues, newsletterSchema } from './newsletter-schema';
import { useNewsletter } from './use-newsletter';

export interface NewsletterFormProps {
  readonly heading: string;
  readonly subheading?: string | undefined;
  readonly submitLabel?: string | undefined;
  /** The heading's level where the form sits (h2 on a page, h3 under a dialog block's title). */
  readonly headingLevel?: 2 | 3;
}

const EMPTY: NewsletterValues = { email: '', policy: false };

/**
 * The standalone newsletter form (spec 001 sections 2, 5, 8): heading, optional subheading, email, the
 * required policy checkbox and submit. Success clears the form and says so; a refusal shows the API's message
 * as an error notice.
 */
export function NewsletterForm({ heading, subheading, submitLabel, headingLevel = 2 }: NewsletterFormProps) {
  const intl = useIntl();
  // Its texts are the content area's, which every block list loads (the renderer's chunk names none).
  intl.include('home');
  const { locale } = useSiteConfig();
  const headingId = useId();
  const subscribe = useNewsletter();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterValues>({ resolver: zodResolver(newsletterSchema), defaultValues: EMPTY });
  const t = (id: string) => intl.formatMessage({ id: `contentBlocks.dialogs.newsletter.${id}` });
  const fieldError = (message: string | undefined) =>
    message ? translateValidation(intl, message) : undefined;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <form
      className={styles.form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={handleSubmit((values) => {
        if (subscribe.isPending) return;
        subscribe.mutate(values.email, { onSuccess: () => reset(EMPTY) });
      })}
    >
      <Heading id={headingId} className={styles.formHeading}>
        {heading}
      </Heading>
      {subheading ? <p className={styles.formText}>{subheading}</p> : null}
      {subscribe.isSuccess ? <Banner tone="success">{t('success')}</Banner> : null}
      {subscribe.error ? <Banner tone="error">{errorMessage(intl, subscribe.error)}</Banner> : null}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        disabled={subscribe.isPending}
        error={fieldError(errors.email?.message)}
        {...register('email', { onChange: () => subscribe.isSuccess && subscribe.reset() })}
      />
      <Checkbox
        label={
          <>
            {t('policy')}{' '}
            <Link to={`/${locale}/privacy`} className={styles.link}>
              {t('policyLink')}
            </Link>
          </>
        }
        required
        disabled={subscribe.isPending}
        error={fieldError(errors.policy?.message)}
        {...register('policy')}
      />
      <Button type="submit" loading={subscribe.isPending}>
        {submitLabel ?? t('submit')}
      </Button>
    </form>
  );
}
