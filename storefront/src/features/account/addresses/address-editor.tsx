import { useMemo, useState } from 'react';
import type { Address } from '../../../../../contracts/entities/address';
import type { AddressBookCommerce } from '../../../commerce/account/address-book';
import { type ApproachType, approachTypeOf } from '../../../commerce/account/address-book-rules';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/field/checkbox';
import { RadioGroup } from '../../../ui/field/radio-group';
import { type AddressFieldErrors, AddressForm } from '../../checkout/shipping/address-form';
import { type AddressFormValues, addressOf, formValuesOf } from '../../checkout/shipping/address-schema';
import styles from '../area/account-cards.module.css';

export interface AddressDraft {
  readonly address: Address;
  readonly approachType: ApproachType;
  /** The shopper asked for it to be main (the first of its type is main whatever this says). */
  readonly main: boolean;
}

interface AddressEditorProps {
  readonly book: AddressBookCommerce;
  /** The address being edited; a new one when absent. */
  readonly editing?: Address;
  /** The country select's options (useCountryOptions); the region's countries when undefined. */
  readonly countries: readonly { readonly value: string; readonly label: string }[] | undefined;
  readonly onSave: (draft: AddressDraft) => Promise<AddressFieldErrors | undefined>;
  readonly onCancel: () => void;
}

/**
 * The add and edit form of the address book: the type (shipping or billing), "main address", and the
 * checkout's address form (its country rules, the server's overrides, the phone by country) on the
 * country list the server offers.
 */
export function AddressEditor({ book, editing, countries, onSave, onCancel }: AddressEditorProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `accountArea.addresses.${id}` });
  const [type, setType] = useState<ApproachType>(editing ? approachTypeOf(editing) : 'S');
  const [main, setMain] = useState(editing?.main === true);
  const rules = useMemo(() => ({ shipping: { countryRules: book.countryRules } }), [book]);
  const defaults: Partial<AddressFormValues> | undefined = editing
    ? formValuesOf(editing, editing.countryCode ?? editing.country)
    : undefined;
  const heading = editing ? t('editTitle') : t('addTitle');
  return (
    <section className={styles.editor} aria-labelledby="address-editor-title">
      <h2 id="address-editor-title">{heading}</h2>
      <RadioGroup
        legend={t('type')}
        name="approachType"
        value={type}
        onChange={(value) => setType(value as ApproachType)}
        options={[
          { value: 'S', label: t('typeS') },
          { value: 'B', label: t('typeB') },
        ]}
      />
      <Checkbox
        label={t('useAsMain')}
        hint={t('firstIsMain')}
        checked={main}
        disabled={editing?.main === true}
        onChange={(event) => setMain(event.target.checked)}
      />
      <AddressForm
        key={type}
        form={type === 'B' ? 'billing' : 'shipping'}
        checkout={rules}
        countries={countries}
        defaultValues={defaults}
        idPrefix="book"
        submitLabel={t('save')}
        onSubmit={(values) => onSave({ address: addressOf(values), approachType: type, main })}
      />
      <Button variant="ghost" onClick={onCancel} className={styles.cancel}>
        {t('cancel')}
      </Button>
    </section>
  );
}
