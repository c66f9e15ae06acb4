import { HEADER } from '../common/headers';
import { describeRegions } from '../common/sites';
import type { CatalogueId } from '../errors/error-ids';
import { type OperationId, operationList } from '../registry/operations';

/**
 * A request rule JSON Schema cannot say (it spans parameters, needs the world's data or today's date,
 * compares two fields): the document states it in words, in the description of each operation that
 * applies it, and the fuzz run from the document (simulator/testing/document-fuzz) takes a 400 that names
 * it as allowed. Every other rule the server applies is in the schema (docs/decisions.md, "A document as
 * strict as the server").
 */
export interface ProseRule {
  /** The operations that apply it. */
  readonly operations: readonly OperationId[];
  /** The catalogue id a request breaking it is answered with. */
  readonly errorId: CatalogueId;
  /** The request field the refusal's message names (`headers.x-region`), when it names one. */
  readonly field?: string;
  /** The rule in words, as the operation's description states it. */
  readonly description: string;
}

const ids = (op: (typeof operationList)[number]) => op.operationId as OperationId;

/** The operations carrying a header (every call with the site headers). */
const withHeader = (name: string): OperationId[] =>
  operationList.filter((op) => op.request.headers?.shape[name] !== undefined).map(ids);

/** The operations that declare a catalogue id (the registry lists who may answer it). */
const declaring = (id: CatalogueId): OperationId[] =>
  operationList.filter((op) => op.errorIds.includes(id)).map(ids);

/** A rule answered with a coded id by every operation that declares it. */
const coded = (errorId: CatalogueId, description: string): ProseRule => ({
  operations: declaring(errorId),
  errorId,
  description,
});

const ADDRESS_RULES =
  "the country's address rules (GET /utilities/v1/countries/{countryCode}/i18n, which a backend may change)";

export const PROSE_RULES: readonly ProseRule[] = [
  // Across parameters: OpenAPI describes each parameter alone.
  {
    operations: withHeader(HEADER.region),
    errorId: 'AUT440',
    field: `headers.${HEADER.region}`,
    description: `x-region serves x-locale's country (${describeRegions()}); another pair names no site (400 AUT440).`,
  },
  {
    operations: ['getPaymentSession'],
    errorId: 'API400',
    field: 'query.paymentMethodId',
    description: 'Exactly one of the query parameters paymentMethodId=CREDIT_CARD and paymentMethod=klarna.',
  },
  {
    operations: ['searchStores'],
    errorId: 'API400',
    field: 'query.postalCode',
    description: 'The query gives a postalCode, or both lat and lng.',
  },
  {
    operations: ['sendCustomerDataEvent'],
    errorId: 'API400',
    field: 'query.vuid',
    description: 'The query gives at least one identifier: vuid, fs_user_id or email.',
  },
  {
    operations: ['fetchQualifiedSegments'],
    errorId: 'API400',
    field: 'body.query',
    description:
      'Without variables, the GraphQL query names its customer itself: customer(vuid: "…") or ' +
      'customer(fs_user_id: "…"), and any audiences(subset: […]) lists at most 100 names.',
  },
  {
    operations: ['createCartWithItem'],
    errorId: 'API400',
    field: 'query.productId',
    description: 'The query gives productId or upc.',
  },
  // Comparing fields of the body.
  {
    operations: ['subscribeBackInStock'],
    errorId: 'API400',
    field: 'body.sku',
    description: 'The sku is a variant of productId: it starts with it.',
  },
  coded('FE340', 'confirmNewPassword repeats newPassword (400 FE340).'),
  // The world's data: accounts, carts, cards, events and the reference data the server serves.
  coded('AUT451', 'The new password differs from the current one (400 AUT451).'),
  coded('AUT452', 'The new password is none of the recent ones (400 AUT452).'),
  {
    operations: ['signUp'],
    errorId: 'API400',
    field: 'body.phone',
    description: "The phone is a valid number for its phone code's country (numbering plan data).",
  },
  {
    operations: ['createConsumer', 'updateConsumer'],
    errorId: 'API400',
    field: 'body.consumerDetails.phone',
    description: "The phone is a valid number for the account's country (numbering plan data).",
  },
  coded('SHP410', "A shipping or saved address's phone is valid for its country (400 SHP410)."),
  coded('BILL410', "The billing address's phone is valid for its country (400 BILL410)."),
  coded('CHK380', `The address is in a country with address rules, ${ADDRESS_RULES} (400 CHK380).`),
  coded('CHK320', `Each address field follows ${ADDRESS_RULES} (400 CHK320 naming the field).`),
  coded('PYT406', 'The cart addresses hold the fields their country requires (400 PYT406).'),
  coded('BIL400', 'The cart has a billing address (400 BIL400).'),
  coded('GFC400', 'A gift card the shop knows needs its PIN (400 GFC400).'),
  coded('GFC700', 'The gift card number is one the shop issued (400 GFC700).'),
  coded('GFC760', 'The PIN is the gift card’s (400 GFC760).'),
  coded('GFC800', 'The gift card is not blocked (400 GFC800).'),
  coded('GC_INVALID2', 'A gift card applied to a cart is known and its PIN matches (400 GC_INVALID2).'),
  coded('PRM130', 'The promo code is one the cart can take (400 PRM130).'),
  coded('PRM160', 'The promo code is one the shop knows (400 PRM160).'),
  coded('FE309', 'The card has not expired by today (400 FE309).'),
  coded(
    'CC_EXPIRY_DATE_INVALID',
    'The card expires at most 20 years from today (400 CC_EXPIRY_DATE_INVALID).',
  ),
  coded('PRO410', "The birth date meets the minimum age of the shopper's country today (400 PRO410)."),
  coded('PRO411', 'Countries that require a birth date get one (400 PRO411).'),
  coded('ORD400', 'The email is the one the order was placed with (400 ORD400).'),
  {
    operations: ['submitContactUs'],
    errorId: 'API400',
    field: 'body.payload',
    description:
      'payload.category is a code GET /consumers-v3/contactus/categorySubject serves, payload.subject one of its subjects.',
  },
  {
    operations: ['registerForEvent'],
    errorId: 'API400',
    field: 'body.attendingDays',
    description: 'attendingDays are days of the event, each once.',
  },
  {
    operations: ['registerForEvent'],
    errorId: 'API400',
    field: 'body.plusOne',
    description: 'plusOne only for an event that takes a plus-one.',
  },
  {
    operations: ['patchOrder'],
    errorId: 'API400',
    field: 'body.paymentMethod.additionalData',
    description: "additionalData names the order's 3-D Secure session and the instrument it is paid with.",
  },
];

/** The listed rule a 400 answer of this operation names (its id, and its field when the rule has one). */
export function proseRuleFor(
  operationId: OperationId,
  errorId: string,
  message: string,
): ProseRule | undefined {
  return PROSE_RULES.find(
    (rule) =>
      rule.operations.includes(operationId) &&
      rule.errorId === errorId &&
      (rule.field === undefined ||
        message.startsWith(`${rule.field}:`) ||
        message.startsWith(`${rule.field}.`)),
  );
}

/** The rules an operation states in words, for its description. */
export const proseRulesOf = (operationId: string): ProseRule[] =>
  PROSE_RULES.filter((rule) => rule.operations.includes(operationId as OperationId));
