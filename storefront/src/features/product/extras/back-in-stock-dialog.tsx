import { type FormEvent, useState } from 'react';
import { useSiteConfig } from '../../../config/site-config-provider';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import type { DialogComponentProps } from '../../../ui/dialog/dialog-host';
import { RadioGroup } from '../../../ui/field/radio-group';
import { TextField } from '../../../ui/field/text-field';
import { useProfile } from '../../session/use-profile';
import { type BackInStockField, invalidField, rejectedField } from './back-in-stock-form';
import './extras-dialog-props';
import styles from './product-extras.module.css';
import { useSubscribeBackInStock } from './use-product-extras';

/**
 * Dialog `backInStock`: "Notify me" for a size the colour cannot be bought in. The shopper picks the size
 * (the only one is picked) and gives an e-mail (a signed-in shopper's is filled in); the request is the
 * contract's body, checked before it is sent; a 400 shows on the field it names.
 */
export default function BackInStockDialog({
  product,
  colour,
  sizes: choices,
  onClose,
}: DialogComponentProps<'backInStock'>) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  // Not imported from variant-selection.ts: that would split it into a chunk of its own on the product page.
  const sizes = choices.flatMap((choice) => {
    const sku = product.variants.find((v) => v.color === colour && v.size === choice.value)?.sku;
    return !choice.available && sku ? [{ sku, label: choice.label }] : [];
  });
  const profileEmail = useProfile().data?.consumerDetails.email;
  const [typed, setEmail] = useState<string | undefined>();
  const email = typed ?? profileEmail ?? '';
  const [sku, setSku] = useState(sizes.length === 1 ? sizes[0]?.sku : undefined);
  const [invalid, setInvalid] = useState<BackInStockField | undefined>();
  const subscribe = useSubscribeBackInStock();
  const rejected = rejectedField(subscribe.error);
  const wrong = invalid ?? rejected;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = { email: email.trim(), productId: product.masterId, sku: sku ?? '', locale };
    const field = invalidField(request);
    setInvalid(field);
    if (!field) subscribe.mutate(request);
  };

  const title = intl.formatMessage({ id: 'contentPages.productExtras.notify.title' });
  if (subscribe.isSuccess)
    return (
      <Dialog
        title={title}
        onClose={onClose}
        size="sm"
        footer={
          <Button onClick={onClose}>{intl.formatMessage({ id: 'contentPages.productExtras.close' })}</Button>
        }
      >
        <p role="status">
          {intl.formatMessage(
            { id: 'contentPages.productExtras.notify.done' },
            { email, size: sizes.find((s) => s.sku === sku)?.label ?? '' },
          )}
        </p>
      </Dialog>
    );
  return (
    <Dialog title={title} onClose={onClose} size="sm">
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.muted}>
          {intl.formatMessage({ id: 'contentPages.productExtras.notify.intro' }, { name: product.name })}
        </p>
        {subscribe.isError && !rejected ? (
          <Banner tone="error">{errorMessage(intl, subscribe.error)}</Banner>
        ) : null}
        <RadioGroup
          legend={intl.formatMessage({ id: 'contentPages.productExtras.notify.size' })}
          name="back-in-stock-size"
          options={sizes.map((size) => ({ value: size.sku, label: size.label }))}
          value={sku ?? ''}
          onChange={setSku}
          error={
            wrong === 'sku'
              ? intl.formatMessage({ id: 'contentPages.productExtras.notify.sizeError' })
              : undefined
          }
        />
        <TextField
          label={intl.formatMessage({ id: 'contentPages.productExtras.notify.email' })}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={
            wrong === 'email'
              ? intl.formatMessage({ id: 'contentPages.productExtras.notify.emailError' })
              : undefined
          }
        />
        <Button type="submit" loading={subscribe.isPending}>
          {intl.formatMessage({ id: 'contentPages.productExtras.notify.submit' })}
        </Button>
      </form>
    </Dialog>
  );
}
