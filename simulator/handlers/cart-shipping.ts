import type { AreaHandlers } from '../core/handler-types';
import { checkAddress, poBoxDeliverable } from '../domain/commerce/address-check';
import { failure, isFailure } from '../domain/failure';
import { checkBotToken } from '../services/auth/bot-defence';
import { validateShippingAddress } from '../services/commerce/address-validation';
import { changeCart, load } from '../services/commerce/cart-operations';
import { recheckStock } from '../services/commerce/cart-refresh';
import { applicableMethods, setShippingMethod } from '../services/commerce/shipping-choice';
import { addressOverridesOf } from '../services/geo/server-address-rules';

/**
 * Delivery of the cart: methods per line, the shipping address (PO boxes refused unless every home line
 * ships `standard`, by post; remote addresses
 * downgrade `me`), its validation, and the billing address. saveToAddressBook is accepted but the
 * address book belongs to the users area, which the storefront calls itself.
 */
export const cartShippingHandlers = {
  setShippingMethod: ({ world, accessToken, headers, query, body }) =>
    changeCart({ world, accessToken, headers, query }, body.cartId, 'body', ({ cart }) =>
      setShippingMethod(world, cart, body),
    ),

  getApplicableShippingMethods: async ({ world, accessToken, headers, params, query }) => {
    const loaded = await load({ world, accessToken, headers }, params.basketId, 'path');
    if (isFailure(loaded)) return loaded;
    const shipment = applicableMethods(world, loaded.cart, params.shippingId, query, headers['x-region']);
    return isFailure(shipment) ? shipment : { body: shipment };
  },

  setShippingAddress: ({ world, accessToken, headers, params, query, body }) =>
    changeCart({ world, accessToken, headers }, params.basketId, 'path', ({ cart }) => {
      const { recaptcha_response, ...address } = body;
      // The token is checked only when the site sends one (its botCheckOnAddressSubmit option).
      const botRefusal =
        recaptcha_response === undefined ? undefined : checkBotToken(world, recaptcha_response);
      if (botRefusal) return botRefusal;
      const checked = checkAddress(address, 'shipping', {
        locale: cart.locale,
        overrides: addressOverridesOf(world),
        region: headers['x-region'],
        currency: cart.currency,
        poBoxDeliverable: poBoxDeliverable(cart.lines),
      });
      if (isFailure(checked)) return checked;
      const shippingAddress = { ...checked, shippingId: query.shippingId ?? 'me' };
      // A new destination may change what can be delivered how (OrderShippingMethodDowngraded).
      return recheckStock(world, { ...cart, shippingAddress, verifiedShippingAddress: false }).cart;
    }),

  removeShippingAddress: ({ world, accessToken, headers, params }) =>
    changeCart({ world, accessToken, headers }, params.basketId, 'path', ({ cart }) => {
      if (!cart.shippingAddress) return failure('ADDRESS_NOT_FOUND', 'The cart has no shipping address.');
      const { shippingAddress: _removed, ...rest } = cart;
      return { ...rest, verifiedShippingAddress: false };
    }),

  validateShippingAddress: async ({ world, accessToken, headers, params, body }) => {
    const loaded = await load({ world, accessToken, headers }, params.basketId, 'path');
    if (isFailure(loaded)) return loaded;
    const result = await validateShippingAddress(world, loaded.cart, body, headers['x-region']);
    return isFailure(result) ? result : { body: result };
  },

  setBillingAddress: ({ world, accessToken, headers, params, body }) =>
    changeCart({ world, accessToken, headers }, params.basketId, 'path', ({ cart }) => {
      const checked = checkAddress(body, 'billing', {
        locale: cart.locale,
        region: headers['x-region'],
        overrides: addressOverridesOf(world),
      });
      return isFailure(checked) ? checked : { ...cart, billingAddress: checked };
    }),

  removeBillingAddress: ({ world, accessToken, headers, params }) =>
    changeCart({ world, accessToken, headers }, params.basketId, 'path', ({ cart }) => {
      if (!cart.billingAddress) return failure('ADDRESS_NOT_FOUND', 'The cart has no billing address.');
      const { billingAddress: _removed, ...rest } = cart;
      return rest;
    }),
} satisfies AreaHandlers;
