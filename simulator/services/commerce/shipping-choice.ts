import { DEFAULT_COUNTRY, localeCountry } from '../../../contracts/common/sites';
import type { SetShippingMethodRequest } from '../../../contracts/entities/cart-requests';
import type { CartShippingMethod } from '../../../contracts/entities/shipping-method';
import type { World } from '../../core/world';
import type { CartLineRecord, CartRecord, ShipmentRecord } from '../../db/commerce-records';
import { destinationOf } from '../../domain/commerce/cart-item-view';
import {
  candidateCodes,
  type Destination,
  isRemote,
  methodAvailability,
  methodOption,
  PUDO_COUNTRIES,
  STORE_CODES,
  shippingIdOf,
  shipsTo,
} from '../../domain/commerce/shipping';
import { type Failure, failure } from '../../domain/failure';
import { stockFor } from './cart-items-service';
import { storeExists, storeFacts } from './catalogue-port';
import { lineShippingFacts } from './gather-cart-facts';

/**
 * Choosing the delivery of cart lines (spec 000 sections 3 and 4): pickup and ship-to-store need a store
 * that offers them, allowPickupOrder for the sku there, and stock (pickup: the store's; ship to store:
 * the warehouse's); e-gift cards only go by e-mail and made-to-order items only as customs; `me` does not
 * reach remote destinations; collection points exist in some countries only.
 */

function checkLine(
  world: World,
  cart: CartRecord,
  line: CartLineRecord,
  body: SetShippingMethodRequest,
): Failure | undefined {
  const { code } = body;
  const forced = line.isDigital ? 'digital' : line.isCustoms && line.recipeId ? 'customs' : undefined;
  if (forced && code !== forced) return failure('SHP404', `${line.name} can only be delivered by ${forced}.`);
  if (!forced && (code === 'digital' || code === 'customs')) return failure('SHP404');
  if (STORE_CODES.includes(code) && body.storeId && !storeExists(world, body.storeId))
    return failure('STR404');
  const stock = stockFor(
    world,
    line.sku,
    { ...line, isCustoms: line.isCustoms && !!line.recipeId },
    code,
    body.storeId,
  );
  if (typeof stock !== 'number') return stock;
  if (stock < line.qty) {
    return failure(
      'INV701',
      `Only ${stock} of ${line.name} can be delivered this way; ${line.qty} are in the cart.`,
    );
  }
  const dest = destinationOf(cart);
  if (code === 'me' && isRemote(dest))
    return failure('SHP404', 'Home delivery does not reach this address; choose standard.');
  if (code === 'pudo') {
    const country = dest?.countryCode ?? localeCountry(cart.locale, DEFAULT_COUNTRY);
    if (!PUDO_COUNTRIES.includes(country))
      return failure('CANT_SHIP_THERE', 'There are no collection points in this country.');
  }
  return undefined;
}

export function setShippingMethod(
  world: World,
  cart: CartRecord,
  body: SetShippingMethodRequest,
): CartRecord | Failure {
  const lines = body.itemIds.map((id) => cart.lines.find((l) => l.id === id));
  if (lines.some((l) => l === undefined))
    return failure('ORD404', 'A line of this request is not in the cart.');
  for (const line of lines) {
    if (!line) continue;
    const refused = checkLine(world, cart, line, body);
    if (refused) return refused;
  }
  const delivery =
    STORE_CODES.includes(body.code) && body.storeId
      ? { code: body.code, storeId: body.storeId }
      : { code: body.code };
  const shippingId = shippingIdOf(delivery);
  const shipment: ShipmentRecord = {
    shippingId,
    ...(body.address ? { contact: body.address } : {}),
    ...(body.pudoPoint ? { pudoPoint: body.pudoPoint } : {}),
  };
  return {
    ...cart,
    lines: cart.lines.map((l) =>
      body.itemIds.includes(l.id) ? { ...l, delivery, codes: [], available: true } : l,
    ),
    shipments: [...cart.shipments.filter((s) => s.shippingId !== shippingId), shipment],
  };
}

interface ApplicableQuery {
  readonly postalCode?: string | undefined;
  readonly countryCode?: string | undefined;
  readonly storeId?: string | undefined;
}

/** One shipment with the methods every one of its lines can use (GET shippingMethod/{shippingId}). */
export function applicableMethods(
  world: World,
  cart: CartRecord,
  shippingId: string,
  query: ApplicableQuery,
  region: string | undefined,
): CartShippingMethod | Failure {
  const lines = cart.lines.filter((l) => shippingIdOf(l.delivery) === shippingId);
  const first = lines[0];
  if (!first) return failure('SHP404', `The cart has no shipment ${shippingId}.`);
  if (query.countryCode && !shipsTo(region, query.countryCode)) return failure('CANT_SHIP_THERE');
  const dest: Destination | undefined = query.countryCode
    ? { countryCode: query.countryCode }
    : destinationOf(cart);
  const facts = lines.map((line) => {
    const base = lineShippingFacts(world, cart, line);
    const store = query.storeId ? storeFacts(world, query.storeId, line.sku) : base.store;
    return { ...base, store };
  });
  const extra = cart.shipments.find((s) => s.shippingId === shippingId);
  const storeId = first.delivery.storeId ?? query.storeId;
  return {
    shippingId,
    code: first.delivery.code,
    ...(storeId ? { storeId } : {}),
    ...(extra?.pudoPoint ? { pudoPoint: extra.pudoPoint } : {}),
    ...(extra?.contact ? { address: extra.contact } : {}),
    applicableShippingMethods: candidateCodes(facts[0] ?? lineShippingFacts(world, cart, first))
      .filter((code) => facts.every((f) => methodAvailability(code, f, dest)))
      .map(methodOption),
  };
}
