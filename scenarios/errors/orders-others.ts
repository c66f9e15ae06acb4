import { guestToken, SHOPPER_PASSWORD } from '../flows/common-steps';
import { addItem, createCart } from '../flows/flow-steps';
import { type Scenario, type Step, type StepExpectation, step } from '../scenario';
import { injectedError, realError, signedIn } from './helpers';

/** Orders and other areas: seeded order history (consumer-seed-history.ts), catalogue, stores, support. */
const G = 'orders-others';

const cancel = (orderNumber: string, expect: StepExpectation): Step =>
  step('cancelOrder', {
    name: `cancel ${orderNumber}`,
    body: { orderNumber, reasonCode: 'CHANGED_MIND' },
    expect,
  });

const CONTACT = {
  requestType: 'ContactUs' as const,
  organization: 'summitpeak-us',
  payload: {
    firstName: 'Ana',
    lastName: 'Lima',
    email: 'ana@example.com',
    category: 'ORDERS',
    subject: 'ORDER_STATUS',
    message: 'Where is my parcel?',
  },
};

type CasePart = 'requestType' | 'organization' | 'payload';

/**
 * A contact-us case without one of its parts. The contract refuses such a body, which is the point: the
 * cast lets the scenario send what a broken client would.
 */
const withoutPart = (part: CasePart) =>
  Object.fromEntries(Object.entries(CONTACT).filter(([key]) => key !== part)) as typeof CONTACT;

const contactRefused = (part: CasePart, id: 'ATTR100' | 'ATTR200' | 'ATTR300'): Step[] => [
  guestToken(),
  step('submitContactUs', {
    name: `open a contact-us case without ${part}`,
    body: withoutPart(part),
    expect: { errorId: id },
  }),
];

const SIGN_UP = {
  firstName: 'Noa',
  lastName: 'Kim',
  isTermsConfirmed: true,
  isTemporaryPassword: true,
  source: { acquisitionType: 'Registered' as const },
  recaptcha_response: 'bot-check-ok',
};

export const ordersOthersErrorScenarios: Scenario[] = [
  realError(
    G,
    'OHS4004',
    "Cancelling another consumer's order (EC90000011) answers OHS4004.",
    signedIn('registered@example.com', [cancel('EC90000011', { errorId: 'OHS4004' })]),
  ),
  realError(G, 'ORD409', 'Tracking an order with the wrong email answers ORD409.', [
    guestToken(),
    step('trackOrder', {
      name: 'track EC90000011 with another email',
      body: { orderNumber: 'EC90000011', email: 'someone@example.com' },
      expect: { errorId: 'ORD409' },
    }),
  ]),
  realError(G, 'ORD400', 'Tracking an order with a malformed email answers ORD400.', [
    guestToken(),
    step('trackOrder', {
      name: 'track with a malformed email',
      body: { orderNumber: 'EC90000011', email: 'not-an-email' },
      expect: { errorId: 'ORD400' },
    }),
  ]),
  realError(
    G,
    'ORD516',
    'Cancelling a pickup order already ready for pickup (EC90000004) answers ORD516.',
    signedIn('registered@example.com', [cancel('EC90000004', { errorId: 'ORD516' })]),
  ),
  realError(
    G,
    'ORD517',
    'Cancelling a shipped ship-to-store order (EC90000012) answers ORD517.',
    signedIn('loyalty@example.com', [cancel('EC90000012', { errorId: 'ORD517' })]),
  ),
  realError(
    G,
    'ORD518',
    'Cancelling a shipped home order (EC90000002) answers ORD518.',
    signedIn('registered@example.com', [cancel('EC90000002', { errorId: 'ORD518' })]),
  ),
  realError(G, 'GWP403', 'Adding the free gift-with-purchase tote (GWPTOTE01OS) yourself answers GWP403.', [
    guestToken(),
    createCart(),
    addItem({ productId: 'GWPTOTE01OS' }, { expect: { errorId: 'GWP403' }, save: {} }),
  ]),
  realError(G, 'PLP400', 'The details of an unknown product answer PLP400.', [
    guestToken(),
    step('getProductDetails', {
      name: 'details of ZZZZ0000',
      params: { productId: 'ZZZZ0000' },
      expect: { errorId: 'PLP400' },
    }),
  ]),
  realError(G, 'STR404', 'An associate login at an unknown store answers STR404.', [
    guestToken(),
    step('agentLogin', {
      name: 'agent login at store 9999',
      body: { storeId: '9999', username: 'E10442', password: 'x' },
      expect: { errorId: 'STR404' },
    }),
  ]),
  realError(
    G,
    'RTN500',
    'Returning more than the returnable quantity answers RTN500.',
    signedIn('registered@example.com', [
      step('createReturnLabel', {
        name: 'return 99 of EC90000001-2',
        params: { orderId: 'EC90000001' },
        body: { items: [{ itemId: 'EC90000001-2', qty: 99, reasonCode: 'TOO_SMALL' }] },
        expect: { errorId: 'RTN500' },
      }),
    ]),
  ),
  realError(
    G,
    'ATTR100',
    'A contact-us case without its request type answers ATTR100.',
    contactRefused('requestType', 'ATTR100'),
  ),
  realError(
    G,
    'ATTR200',
    'A contact-us case without its organisation answers ATTR200.',
    contactRefused('organization', 'ATTR200'),
  ),
  realError(
    G,
    'ATTR300',
    'A contact-us case without its payload answers ATTR300.',
    contactRefused('payload', 'ATTR300'),
  ),
  realError(
    G,
    'API400',
    'A profile update with a malformed phone answers API400.',
    signedIn('shopper01@example.com', [
      step('updateConsumer', {
        name: 'update with phone "abc"',
        body: { consumerProfile: { consumerDetails: { phone: 'abc' } } },
        expect: { errorId: 'API400' },
      }),
    ]),
  ),
  realError(G, 'API404', 'Recommendations for an unknown widget answer API404.', [
    guestToken(),
    step('getWidgetRecommendations', {
      name: 'widget "nope"',
      query: { widget: 'nope' },
      expect: { errorId: 'API404' },
    }),
  ]),
  realError(G, 'API405', 'Deleting product details (a GET-only path) answers API405.', [
    guestToken(),
    step('getProductDetails', {
      name: 'DELETE the details of SPJK0001',
      method: 'DELETE',
      params: { productId: 'SPJK0001' },
      expect: { errorId: 'API405' },
    }),
  ]),
  realError(G, 'API406', 'Asking for product details as HTML (Accept: text/html) answers API406.', [
    guestToken(),
    step('getProductDetails', {
      name: 'details of SPJK0001 as HTML',
      params: { productId: 'SPJK0001' },
      headers: { accept: 'text/html' },
      expect: { errorId: 'API406' },
    }),
  ]),
  realError(G, 'API415', 'Creating a cart from a form-encoded body answers API415.', [
    guestToken(),
    step('createCart', {
      name: 'create a cart, form-encoded',
      body: {},
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      expect: { errorId: 'API415' },
    }),
  ]),
  injectedError(
    G,
    'GEN500',
    'getServerTime',
    'Only a simulator crash answers GEN500 otherwise: a fault does.',
    [guestToken(), step('getServerTime', { name: 'server time', expect: { errorId: 'GEN500' } })],
  ),
  injectedError(
    G,
    '4044',
    'getLoyaltyVouchers',
    'Every way to membership (seed, loyalty sign-up, enrolment) assigns a member id, so 4044 (a member ' +
      'without one) needs a fault on the vouchers call of a real member.',
    signedIn('loyalty@example.com', [
      step('getLoyaltyVouchers', { name: 'vouchers of loyalty@example.com', expect: { errorId: '4044' } }),
    ]),
  ),
  realError(
    G,
    'FE340',
    'A password change whose confirmation differs answers FE340.',
    signedIn('shopper02@example.com', [
      step('changePassword', {
        name: 'confirmation differs',
        body: {
          currentPassword: SHOPPER_PASSWORD,
          newPassword: 'Fresh2026!',
          confirmNewPassword: 'Other2026!',
        },
        expect: { errorId: 'FE340' },
      }),
    ]),
  ),
  realError(G, 'FE872', 'Signing up with a password under 8 characters answers FE872.', [
    guestToken(),
    step('signUp', {
      name: 'sign up with "short"',
      body: {
        ...SIGN_UP,
        email: 'weak@example.com',
        password: 'short',
        subscriptions: { newsletterConsent: true, loyaltyConsent: false, smsNotificationConsent: false },
      },
      expect: { errorId: 'FE872' },
    }),
  ]),
  realError(G, 'REV410', 'A product question over 1000 characters answers REV410.', [
    guestToken(),
    step('askProductQuestion', {
      name: 'ask a 1001-character question',
      params: { productId: 'SPJK0001' },
      body: { text: 'x'.repeat(1001), nickname: 'Hiker', email: 'hiker@example.com', locale: 'en-us' },
      expect: { errorId: 'REV410' },
    }),
  ]),
];
