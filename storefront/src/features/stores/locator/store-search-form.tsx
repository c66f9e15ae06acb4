import { type FormEvent, useState } from 'react';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/field/text-field';
import { searchablePostalCode } from '../store-format';
import styles from '../stores.module.css';

/** The locator's search: a postal code (the search contract's place), checked before it is sent. */
export function StoreSearchForm({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (postalCode: string) => void;
}) {
  const intl = useIntl();
  const [input, setInput] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = searchablePostalCode(input);
    setInvalid(!code);
    if (code) onSearch(code);
  };
  return (
    <form className={styles.search} onSubmit={submit} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'stores.search.label' })}
        autoComplete="postal-code"
        value={input}
        error={invalid ? intl.formatMessage({ id: 'stores.search.invalid' }) : undefined}
        onChange={(event) => setInput(event.target.value)}
      />
      <Button type="submit">{intl.formatMessage({ id: 'stores.search.submit' })}</Button>
    </form>
  );
}
