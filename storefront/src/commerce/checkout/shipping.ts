import type { Address } from '../../../../contracts/entities/address';
import type { AddressValidationResult } from '../../../../contracts/entities/cart-requests';
import type { ResponseBodyOf } from '../../../../contracts/registry/types';
import type { Cart } from '../cart';
import type { CommerceDeps } from '../commerce-deps';

export interface SetShippingAddressOptions {
  /** Ask the address service first; a corrected address comes back instead of being set. */
  readonly validate?: boolean;
  /** The site's botCheckOnAddressSubmit option: only then does the submit carry a bot-check token. */
  readonly botCheck?: boolean;
  /** The shipment the address is for (default the home shipment, `me`). */
  readonly shippingId?: string;
  readonly saveToAddressBook?: boolean;
}

/** A country's address rules as the server holds them (its overrides of the contracts' defaults). */
export type CountryRules = ResponseBodyOf<'getCountryI18n'>;

/** A set address (the answered cart), or the address service's corrected form to offer the shopper. */
export type ShippingAddressOutcome =
  | { readonly kind: 'set'; readonly cart: Cart }
  | { readonly kind: 'suggestion'; readonly suggestion: Address; readonly entered: Address };

/**
 * The checkout's shipping calls (spec 000 sections 5 and 7): the shipping address of the current cart (the
 * session's basketId), validated first when asked, with the bot-check token only when the site wants it;
 * and the server's address rules, which the address forms apply over the contracts' defaults.
 * The hooks put the answered cart in the query cache.
 */
export function shippingCommerce(deps: CommerceDeps) {
  const cartId = (): string => {
    const id = deps.session.get().basketId;
    if (!id) throw new Error('The checkout needs a cart');
    return id;
  };

  async function validateAddress(address: Address): Promise<AddressValidationResult> {
    return deps.call('validateShippingAddress', { params: { basketId: cartId() }, body: address });
  }

  async function setAddress(
    address: Address,
    options: SetShippingAddressOptions = {},
  ): Promise<ShippingAddressOutcome> {
    if (options.validate) {
      const result = await validateAddress(address);
      const [suggestion] = result.suggestions;
      if (!result.verified && suggestion) return { kind: 'suggestion', suggestion, entered: address };
    }
    const recaptcha = options.botCheck
      ? { recaptcha_response: await deps.botCheckToken('shipping_address') }
      : {};
    const cart = await deps.call('setShippingAddress', {
      params: { basketId: cartId() },
      query: {
        ...(options.shippingId ? { shippingId: options.shippingId } : {}),
        ...(options.saveToAddressBook ? { saveToAddressBook: true } : {}),
      },
      body: { ...address, ...recaptcha },
    });
    return { kind: 'set', cart };
  }

  /** The server's address rules of a country, shipping and billing, in the request's locale. */
  function countryRules(countryCode: string): Promise<CountryRules> {
    return deps.call('getCountryI18n', { params: { countryCode } });
  }

  return { setAddress, validateAddress, countryRules };
}
