import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Cart } from '../../commerce/cart';
import { useIntl } from '../../i18n/intl';
import { Banner } from '../../ui/banner/banner';
import { Button } from '../../ui/button/button';
import { RadioGroup } from '../../ui/field/radio-group';
import { SelectField } from '../../ui/field/select-field';
import { TextField } from '../../ui/field/text-field';
import styles from './associate.module.css';
import { associateErrorMessage } from './associate-error';
import {
  adjustmentBody,
  ORDER_TARGET,
  type PriceAdjustmentValues,
  priceAdjustmentSchema,
  REASON_CODES,
} from './price-adjustment-schema';
import { usePriceAdjustments } from './use-price-adjustments';

/**
 * An associate's price adjustment (simulator rules in domain/commerce/price-adjustments.ts): a line or the
 * whole order, percent or amount off, a reason. Too large an amount answers PRC400, shown above the button.
 */
export function PriceAdjustmentForm({ cart }: { cart: Cart }) {
  const intl = useIntl();
  const { add } = usePriceAdjustments();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<PriceAdjustmentValues>({
    resolver: zodResolver(priceAdjustmentSchema),
    defaultValues: { target: ORDER_TARGET, type: 'PERCENT', value: '', reasonCode: '' },
  });
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const message = (key: string | undefined) => (key ? t(`associate.adjust.${key}`) : undefined);
  const lines = cart.items.filter((line) => !line.bonus);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) => {
        if (add.isPending) return;
        add.mutate(adjustmentBody(values), {
          onSuccess: () => reset({ ...values, value: '', reasonCode: '' }),
        });
      })}
    >
      <SelectField
        label={t('associate.adjust.target')}
        options={[
          { value: ORDER_TARGET, label: t('associate.adjust.order') },
          ...lines.map((line) => ({ value: line.id, label: line.name ?? line.productId })),
        ]}
        {...register('target')}
      />
      <RadioGroup
        legend={t('associate.adjust.type')}
        name="type"
        defaultValue="PERCENT"
        options={[
          { value: 'PERCENT', label: t('associate.adjust.percent') },
          { value: 'AMOUNT', label: t('associate.adjust.amount') },
        ]}
        inputProps={register('type')}
      />
      <TextField
        label={t('associate.adjust.value')}
        inputMode="decimal"
        hint={
          watch('type') === 'PERCENT'
            ? t('associate.adjust.valueHintPercent')
            : t('associate.adjust.valueHintAmount', { currency: cart.currency })
        }
        required
        error={message(errors.value?.message)}
        {...register('value')}
      />
      <SelectField
        label={t('associate.adjust.reason')}
        placeholder={t('associate.adjust.chooseReason')}
        options={REASON_CODES.map((code) => ({ value: code, label: t(`associate.adjust.reason.${code}`) }))}
        required
        error={message(errors.reasonCode?.message)}
        {...register('reasonCode')}
      />
      {add.error ? <Banner tone="error">{associateErrorMessage(intl, add.error)}</Banner> : null}
      <Button type="submit" variant="secondary" loading={add.isPending}>
        {t('associate.adjust.submit')}
      </Button>
    </form>
  );
}
