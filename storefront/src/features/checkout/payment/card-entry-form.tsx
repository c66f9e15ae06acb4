import { type FormEvent, useRef, useState } from 'react';
import type { CardType, TokenizedCard } from '../../../../../contracts/entities/payment-instrument';
import type {
  CardEntry,
  CardEntryErrors,
  CardEntryField,
  CardSession,
  PaymentProvider,
} from '../../../commerce/checkout/payment-provider';
import { errorMessageForId } from '../../../i18n/error-message';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/field/checkbox';
import { TextField } from '../../../ui/field/text-field';
import { formatExpiryInput } from './expiry-input';
import styles from './payment.module.css';
import { PaymentAlert } from './payment-alert';

const FIELDS: readonly CardEntryField[] = ['number', 'expiry', 'cvc', 'holderName'];
const EMPTY: CardEntry = { number: '', expiry: '', cvc: '', holderName: '' };

interface CardEntryFormProps {
  readonly provider: PaymentProvider;
  readonly cardTypes?: readonly CardType[];
  /** Offer "save this card" (signed-in shoppers). */
  readonly canSave: boolean;
  readonly busy: boolean;
  readonly onCard: (card: TokenizedCard, save: boolean) => void;
  /** The submit's text (the account's wallet saves the card); "Use this card" when absent. */
  readonly submitLabel?: string;
}

/**
 * The new-card form: the payment provider's fields (offline, the stand-in for its drop-in). The entry is
 * checked and tokenised by the provider; only the token and the card's public facts leave this form.
 */
export function CardEntryForm({
  provider,
  cardTypes,
  canSave,
  busy,
  onCard,
  submitLabel,
}: CardEntryFormProps) {
  const intl = useIntl();
  const [entry, setEntry] = useState<CardEntry>(EMPTY);
  const [save, setSave] = useState(false);
  const [errors, setErrors] = useState<CardEntryErrors>({});
  const [tokenizing, setTokenizing] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const session = useRef<Promise<CardSession> | undefined>(undefined);
  const inputs = useRef<Partial<Record<CardEntryField, HTMLInputElement | null>>>({});

  const messageFor = (field: CardEntryField): string | undefined => {
    const problem = errors[field];
    if (!problem) return undefined;
    if (problem === 'FE309') return errorMessageForId(intl, 'FE309');
    return intl.formatMessage({ id: `payment.card.error.${problem}` });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTokenizing(true);
    setUnavailable(false);
    try {
      session.current ??= provider.openCardSession();
      const outcome = await provider.tokenizeCard(await session.current, entry, cardTypes);
      if (!outcome.ok) {
        setErrors(outcome.errors);
        const first = FIELDS.find((f) => outcome.errors[f]);
        if (first) inputs.current[first]?.focus();
        return;
      }
      setErrors({});
      onCard(outcome.card, save);
    } catch {
      // The provider's session could not open: the next submit tries a new one.
      session.current = undefined;
      setUnavailable(true);
    } finally {
      setTokenizing(false);
    }
  };

  const field = (name: CardEntryField) => ({
    id: `card-${name}`,
    name,
    value: entry[name],
    error: messageFor(name),
    ref: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const typed = event.target.value;
      setEntry((e) => ({ ...e, [name]: name === 'expiry' ? formatExpiryInput(typed) : typed }));
    },
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className={styles.form}
      aria-label={intl.formatMessage({ id: 'payment.card.newCard' })}
    >
      <div className={styles.fields}>
        <TextField
          {...field('number')}
          className={styles.wide}
          label={intl.formatMessage({ id: 'payment.card.number' })}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
        />
        <TextField
          {...field('expiry')}
          label={intl.formatMessage({ id: 'payment.card.expiry' })}
          hint={intl.formatMessage({ id: 'payment.card.expiryHint' })}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={7}
        />
        <TextField
          {...field('cvc')}
          label={intl.formatMessage({ id: 'payment.card.cvc' })}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
        />
        <TextField
          {...field('holderName')}
          className={styles.wide}
          label={intl.formatMessage({ id: 'payment.card.holderName' })}
          autoComplete="cc-name"
        />
      </div>
      {canSave ? (
        <Checkbox
          label={intl.formatMessage({ id: 'payment.card.save' })}
          checked={save}
          onChange={(event) => setSave(event.target.checked)}
        />
      ) : null}
      <PaymentAlert
        message={unavailable ? intl.formatMessage({ id: 'payment.card.unavailable' }) : undefined}
      />
      <Button type="submit" loading={busy || tokenizing}>
        {submitLabel ?? <FormattedMessage id="payment.card.use" />}
      </Button>
    </form>
  );
}
