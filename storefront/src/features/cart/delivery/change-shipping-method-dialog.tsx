import { useState } from 'react';
import type { ShippingMethodCode } from '../../../../../contracts/entities/shipping-method';
import type { CollectionPoint } from '../../../../../contracts/entities/store';
import { useSiteConfig } from '../../../config/site-config-provider';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import type { DialogComponentProps } from '../../../ui/dialog/dialog-host';
import { useDialogs } from '../../../ui/dialog/dialog-store';
import { RadioGroup } from '../../../ui/field/radio-group';
import { Spinner } from '../../../ui/spinner/spinner';
import { useChosenStore } from '../../stores/chosen-store';
import { CollectionPointFinder } from './collection-point-finder';
import { ContactFields } from './contact-fields';
import {
  type ContactErrors,
  contactErrors,
  contactFieldsFor,
  EMPTY_CONTACT,
  toShippingContact,
} from './contact-rules';
import styles from './delivery-dialogs.module.css';
import { deliveryTimeText, methodName, priceText } from './delivery-labels';
import { currentDelivery, methodChoices, needsStore, shippingIdOf } from './delivery-model';
import { useApplicableMethods, useSetShippingMethod } from './use-delivery';

/**
 * Dialog `cartChangeShippingMethod`: the methods one line can use (the shipment's applicable methods at
 * the chosen store, under the site's flags), fastest first. A store method without a chosen store goes on
 * to the store picker; a collection point is found here.
 */
export default function ChangeShippingMethodDialog({
  cart,
  itemId,
  onClose,
}: DialogComponentProps<'cartChangeShippingMethod'>) {
  const intl = useIntl();
  const site = useSiteConfig();
  const { open } = useDialogs();
  const chosen = useChosenStore();
  const line = cart.items.find((l) => l.id === itemId);
  const delivery = line ? currentDelivery(line) : undefined;
  const shippingId = delivery ? shippingIdOf(cart, delivery) : 'me';
  const applicable = useApplicableMethods(cart.id, shippingId, chosen?.id);
  const setMethod = useSetShippingMethod();
  const [code, setCode] = useState<ShippingMethodCode | undefined>(delivery?.code);
  const [contact, setContact] = useState(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [point, setPoint] = useState<CollectionPoint | undefined>();
  const [pointMissing, setPointMissing] = useState(false);

  if (!line || !delivery) return null;
  const product = line.name ?? line.productId;
  const choices = methodChoices(
    line.shippingOptions ?? [],
    site.features,
    applicable.data?.applicableShippingMethods,
  );
  const contactFields = code ? contactFieldsFor(code, site.settings) : [];
  const contactValid = Object.keys(contactErrors(contact, contactFields)).length === 0;

  const apply = () => {
    if (!code) return;
    const problems = contactErrors(contact, contactFields);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const address = contactFields.length > 0 ? toShippingContact(contact) : undefined;
    if (needsStore(code) && !chosen) {
      // The store picker applies the method once a store is chosen.
      open('pickupInStore', { cart, sku: line.productId, apply: { itemIds: [line.id], code, address } });
      return;
    }
    if (code === 'pudo' && !point) {
      setPointMissing(true);
      return;
    }
    setMethod.mutate(
      {
        cartId: cart.id,
        itemIds: [line.id],
        code,
        ...(needsStore(code) && chosen ? { storeId: chosen.id } : {}),
        ...(code === 'pudo' && point
          ? {
              pudoPoint: {
                id: point.id,
                name: point.name,
                addressLine1: point.address.addressLine1,
                city: point.address.city,
                postalCode: point.address.postalCode,
                countryCode: point.address.countryCode,
              },
            }
          : {}),
        ...(address ? { address } : {}),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog
      title={intl.formatMessage({ id: 'delivery.change.title' })}
      onClose={onClose}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'delivery.change.cancel' })}
          </Button>
          <Button onClick={apply} loading={setMethod.isPending} disabled={!code}>
            {intl.formatMessage({ id: 'delivery.change.apply' })}
          </Button>
        </div>
      }
    >
      {setMethod.error ? (
        <p role="alert" className={styles.alert}>
          {errorMessage(intl, setMethod.error)}
        </p>
      ) : null}
      {applicable.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'delivery.change.loading' })} />
      ) : null}
      <RadioGroup
        legend={intl.formatMessage({ id: 'delivery.change.legend' }, { product })}
        name={`delivery-${line.id}`}
        value={code ?? ''}
        onChange={(value) => {
          setCode(value as ShippingMethodCode);
          setErrors({});
        }}
        options={choices.map((choice) => {
          const storeText = choice.needsStore
            ? chosen
              ? intl.formatMessage({ id: 'delivery.change.atStore' }, { store: chosen.name })
              : intl.formatMessage({ id: 'delivery.change.chooseStore' })
            : undefined;
          const unavailable =
            !choice.available && !(choice.needsStore && !chosen) && choice.code !== delivery.code;
          return {
            value: choice.code,
            disabled: unavailable,
            label: (
              <span className={styles.optionLine}>
                <span>{methodName(intl, choice.code)}</span>
                <span className={styles.optionPrice}>{priceText(intl, choice.price, cart.currency)}</span>
              </span>
            ),
            description: [
              unavailable
                ? intl.formatMessage({ id: 'delivery.change.unavailable' })
                : deliveryTimeText(intl, choice.deliveryTime),
              storeText,
            ]
              .filter(Boolean)
              .join(' · '),
          };
        })}
      />
      {code && needsStore(code) && chosen ? (
        <Button
          variant="link"
          size="sm"
          onClick={() => {
            const problems = contactErrors(contact, contactFields);
            const address =
              contactFields.length > 0 && Object.keys(problems).length === 0
                ? toShippingContact(contact)
                : undefined;
            open('pickupInStore', {
              cart,
              sku: line.productId,
              apply: { itemIds: [line.id], code, address },
            });
          }}
        >
          {intl.formatMessage({ id: 'delivery.change.otherStore' })}
        </Button>
      ) : null}
      <ContactFields fields={contactFields} values={contact} errors={errors} onChange={setContact} />
      {code === 'pudo' ? (
        <>
          <CollectionPointFinder
            country={site.country}
            contactNeeded={contactFields.length > 0}
            contact={
              contactFields.length > 0 && contactValid
                ? {
                    email: contact.email.trim(),
                    mobile: contact.mobile.replace(/[\s()-]/g, ''),
                    contact: { firstName: contact.firstName.trim(), lastName: contact.lastName.trim() },
                  }
                : undefined
            }
            selected={point}
            onContactMissing={() => setErrors(contactErrors(contact, contactFields))}
            onSelect={(p) => {
              setPoint(p);
              setPointMissing(false);
            }}
          />
          {pointMissing ? (
            <p role="alert" className={styles.alert}>
              {intl.formatMessage({ id: 'delivery.pudo.choose' })}
            </p>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
