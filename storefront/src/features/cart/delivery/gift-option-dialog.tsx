import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldError, useForm } from 'react-hook-form';
import { type GiftOption, giftOption } from '../../../../../contracts/entities/cart-item';
import type { z } from '../../../../../contracts/zod';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import type { DialogComponentProps } from '../../../ui/dialog/dialog-host';
import { TextArea } from '../../../ui/field/text-area';
import { TextField } from '../../../ui/field/text-field';
import styles from './delivery-dialogs.module.css';
import { useSetGiftOption } from './use-delivery';

/** The contract's limits, for the hints and the "at most" messages. */
const MAX = { to: 60, email: 254, message: 250 } as const;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * The gift message of one line (dialog `addGiftOption`). Validated with the contract's giftOption schema;
 * this dialog is lazy, so Zod loads only when a shopper opens it. GFS800, GFO404 and GFO405 answers show
 * here with their friendly text.
 */
export default function GiftOptionDialog({
  cartId,
  itemId,
  productName,
  giftOption: saved,
  onClose,
}: DialogComponentProps<'addGiftOption'>) {
  const intl = useIntl();
  const save = useSetGiftOption();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof giftOption>, unknown, GiftOption>({
    resolver: zodResolver(giftOption),
    defaultValues: { to: saved?.to ?? '', email: saved?.email, message: saved?.message },
  });

  const fieldError = (field: keyof typeof MAX, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'too_small' || (error.type === 'invalid_type' && field === 'to'))
      return intl.formatMessage({ id: 'delivery.gift.error.required' });
    if (error.type === 'too_big')
      return intl.formatMessage({ id: 'delivery.gift.error.tooLong' }, { max: MAX[field] });
    if (field === 'email') return intl.formatMessage({ id: 'delivery.gift.error.email' });
    return intl.formatMessage({ id: 'delivery.gift.error.invalid' });
  };

  const onSubmit = handleSubmit((values) =>
    save.mutate({ basketId: cartId, itemId, giftOption: values }, { onSuccess: onClose }),
  );

  return (
    <Dialog
      title={intl.formatMessage({ id: 'delivery.gift.title' })}
      onClose={onClose}
      size="sm"
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'delivery.gift.cancel' })}
          </Button>
          <Button type="submit" form="gift-option-form" loading={save.isPending}>
            {intl.formatMessage({ id: 'delivery.gift.save' })}
          </Button>
        </div>
      }
    >
      <p className={styles.lead}>{productName}</p>
      <form id="gift-option-form" className={styles.form} noValidate onSubmit={onSubmit}>
        {save.error ? (
          <p role="alert" className={styles.alert}>
            {errorMessage(intl, save.error)}
          </p>
        ) : null}
        <TextField
          label={intl.formatMessage({ id: 'delivery.gift.to' })}
          autoComplete="off"
          maxLength={MAX.to + 10}
          error={fieldError('to', errors.to)}
          {...register('to')}
        />
        <TextField
          label={intl.formatMessage({ id: 'delivery.gift.email' })}
          type="email"
          autoComplete="off"
          optional
          error={fieldError('email', errors.email)}
          {...register('email', { setValueAs: blankToUndefined })}
        />
        <TextArea
          label={intl.formatMessage({ id: 'delivery.gift.message' })}
          optional
          hint={intl.formatMessage({ id: 'delivery.gift.messageHint' }, { max: MAX.message })}
          error={fieldError('message', errors.message)}
          {...register('message', { setValueAs: blankToUndefined })}
        />
      </form>
    </Dialog>
  );
}
