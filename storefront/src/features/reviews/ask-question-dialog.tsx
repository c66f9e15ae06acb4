import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { postQuestionRequest } from '../../../../contracts/entities/review-question';
import { getCurrentLocale } from '../../i18n/current-locale';
import { errorMessage } from '../../i18n/error-message';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Banner } from '../../ui/banner/banner';
import { Button } from '../../ui/button/button';
import { Dialog } from '../../ui/dialog/dialog';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host';
import { useDialogs } from '../../ui/dialog/dialog-store';
import { TextArea } from '../../ui/field/text-area';
import { TextField } from '../../ui/field/text-field';
import './ask-question-props';
import { questionFieldError } from './question-field-error';
import styles from './reviews.module.css';
import { useAskQuestion } from './use-questions';

/** The contract's question body without the locale, which the site supplies. */
const schema = postQuestionRequest.omit({ locale: true });
type Fields = { text: string; nickname: string; email: string };

/**
 * Ask a question about a product (lazy: Zod and the form load when it opens). Validated with the
 * contract's schema; on success it gives way to the ask-question success dialog.
 */
export default function AskQuestionDialog({
  productId,
  productName,
  onClose,
}: DialogComponentProps<'askQuestion'>) {
  const intl = useIntl();
  const { open } = useDialogs();
  const ask = useAskQuestion(productId);
  const { register, handleSubmit, formState } = useForm<Fields>({
    resolver: zodResolver(schema),
    defaultValues: { text: '', nickname: '', email: '' },
  });
  const fieldError = (field: keyof Fields) => {
    const text = questionFieldError(field, formState.errors[field]);
    return text ? intl.formatMessage({ id: text.id }, text.values) : undefined;
  };
  const submit = handleSubmit(async (fields) => {
    try {
      await ask.mutateAsync({ ...fields, locale: getCurrentLocale() });
    } catch {
      return; // shown in the banner from the mutation's error
    }
    open('askQuestionSuccess', { productName });
  });

  return (
    <Dialog title={<FormattedMessage id="askQuestion.title" />} onClose={onClose} size="md">
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.muted}>
          <FormattedMessage id="askQuestion.intro" values={{ name: productName }} />
        </p>
        {ask.isError ? <Banner tone="error">{errorMessage(intl, ask.error)}</Banner> : null}
        <TextArea
          label={<FormattedMessage id="askQuestion.text" />}
          rows={4}
          error={fieldError('text')}
          {...register('text')}
        />
        <TextField
          label={<FormattedMessage id="askQuestion.nickname" />}
          hint={<FormattedMessage id="askQuestion.nickname.hint" />}
          autoComplete="nickname"
          error={fieldError('nickname')}
          {...register('nickname')}
        />
        <TextField
          label={<FormattedMessage id="askQuestion.email" />}
          hint={<FormattedMessage id="askQuestion.email.hint" />}
          type="email"
          autoComplete="email"
          error={fieldError('email')}
          {...register('email')}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            <FormattedMessage id="askQuestion.submit" />
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            <FormattedMessage id="askQuestion.cancel" />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
