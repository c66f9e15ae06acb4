import { useIntl } from '../../../i18n/intl';
import { TextField } from '../../../ui/field/text-field';
import type { ContactErrors, ContactField, ContactValues } from './contact-rules';
import styles from './delivery-dialogs.module.css';

const AUTOCOMPLETE: Record<ContactField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  mobile: 'tel',
};

/** The collecting person's fields a method asks for on this site (none in most locales). */
export function ContactFields({
  fields,
  values,
  errors,
  onChange,
}: {
  fields: readonly ContactField[];
  values: ContactValues;
  errors: ContactErrors;
  onChange: (values: ContactValues) => void;
}) {
  const intl = useIntl();
  if (fields.length === 0) return null;
  return (
    <fieldset className={styles.section}>
      <legend>{intl.formatMessage({ id: 'delivery.contact.legend' })}</legend>
      {fields.map((field) => {
        const error = errors[field];
        return (
          <TextField
            key={field}
            label={intl.formatMessage({ id: `delivery.contact.${field}` })}
            type={field === 'email' ? 'email' : field === 'mobile' ? 'tel' : 'text'}
            autoComplete={AUTOCOMPLETE[field]}
            hint={field === 'mobile' ? intl.formatMessage({ id: 'delivery.contact.mobileHint' }) : undefined}
            error={error ? intl.formatMessage({ id: error }) : undefined}
            value={values[field]}
            onChange={(event) => onChange({ ...values, [field]: event.target.value })}
          />
        );
      })}
    </fieldset>
  );
}
