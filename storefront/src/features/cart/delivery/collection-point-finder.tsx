import { type FormEvent, useState } from 'react';
import type { CollectionPoint, CollectionPointsRequest } from '../../../../../contracts/entities/store';
import { isApiError } from '../../../commerce/commerce-error';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { RadioGroup } from '../../../ui/field/radio-group';
import { TextField } from '../../../ui/field/text-field';
import { Spinner } from '../../../ui/spinner/spinner';
import { addressLine, searchablePostalCode } from '../../stores/store-format';
import { useCollectionPoints } from '../../stores/use-stores';
import styles from './delivery-dialogs.module.css';

/** What the carriers of configured countries need with the search (email, mobile, name). */
export type CollectionPointContact = Pick<CollectionPointsRequest, 'email' | 'mobile' | 'contact'>;

/**
 * Collection points (pudo) near a postal code, to pick one. In configured countries the carrier needs the
 * contact with the search, so `contact` is undefined until the contact fields are valid.
 */
export function CollectionPointFinder({
  country,
  contact,
  contactNeeded,
  selected,
  onSelect,
  onContactMissing,
}: {
  country: string;
  contact: CollectionPointContact | undefined;
  contactNeeded: boolean;
  selected: CollectionPoint | undefined;
  onSelect: (point: CollectionPoint | undefined) => void;
  /** The search needs the contact first: the dialog shows what is missing. */
  onContactMissing: () => void;
}) {
  const intl = useIntl();
  const [postalCode, setPostalCode] = useState('');
  const [request, setRequest] = useState<CollectionPointsRequest | undefined>();
  const [invalid, setInvalid] = useState(false);
  const points = useCollectionPoints(request);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const code = searchablePostalCode(postalCode);
    setInvalid(!code);
    if (contactNeeded && !contact) onContactMissing();
    if (!code || (contactNeeded && !contact)) return;
    onSelect(undefined);
    setRequest({ country, postalCode: code, limit: 10, ...(contact ?? {}) });
  };

  return (
    <div className={styles.section}>
      <div className={styles.inline}>
        <TextField
          label={intl.formatMessage({ id: 'delivery.pudo.postalCode' })}
          autoComplete="postal-code"
          value={postalCode}
          error={invalid ? intl.formatMessage({ id: 'stores.search.invalid' }) : undefined}
          onChange={(event) => setPostalCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search(event);
          }}
        />
        <Button variant="secondary" onClick={search}>
          {intl.formatMessage({ id: 'delivery.pudo.search' })}
        </Button>
      </div>
      {points.isFetching ? <Spinner label={intl.formatMessage({ id: 'stores.search.searching' })} /> : null}
      {points.error ? (
        <p role="alert" className={styles.alert}>
          {isApiError(points.error) && points.error.errorId === 'STR404'
            ? intl.formatMessage({ id: 'delivery.pudo.notFound' })
            : errorMessage(intl, points.error)}
        </p>
      ) : null}
      {points.data ? (
        <RadioGroup
          legend={intl.formatMessage({ id: 'delivery.pudo.legend' })}
          name="collection-point"
          value={selected?.id ?? ''}
          options={points.data.map((point) => ({
            value: point.id,
            label: `${point.name} (${point.carrier})`,
            description: addressLine(point.address),
          }))}
          onChange={(id) => onSelect(points.data?.find((p) => p.id === id))}
        />
      ) : null}
    </div>
  );
}
