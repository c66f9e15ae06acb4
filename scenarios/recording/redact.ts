import { FAILING_BOT_CHECK_TOKEN } from '../../simulator/domain/auth/bot-check';
import { cardOutcome } from '../../simulator/domain/commerce/test-cards';
import { Expr, type Import, quote, type Tree, type TreeObject } from './code';
import { giftCardIndex } from './fixtures';

/**
 * The secrets of a recorded request body, replaced by values that still pass the contracts and replay
 * (pure). Passwords become the simulator's seeded ones, or the environment's (`secret(...)`); a card becomes
 * the test card with its outcome (411111/1111 authorises, 400000/3220 challenges, ...); gift and reward card
 * numbers and pins a seeded gift card (a reward card the seeded one); bot-check answers the simulator's passing token; the PKCE pair the
 * one the flows sign in with. Authorization headers and cookies never reach a scenario (the runner sends the
 * token a step saved). `notes` collects one line per kind of secret replaced.
 */

const FIXTURES: Import[] = [{ from: 'scenarios/recording/fixtures', name: 'secret' }];
const fixture = (name: string): Import => ({ from: 'scenarios/recording/fixtures', name });
const flowStep = (name: string): Import => ({ from: 'scenarios/flows/flow-steps', name });

function password(operation: string): Expr {
  const associate = operation === 'agentLogin';
  const env = associate ? 'HARNESS_ASSOCIATE_PASSWORD' : 'HARNESS_PASSWORD';
  return new Expr(`secret('${env}', PASSWORDS.${associate ? 'associate' : 'shopper'})`, [
    ...FIXTURES,
    fixture('PASSWORDS'),
  ]);
}

/** A test card with the recorded card's outcome (any other card authorises in the simulator's sandbox). */
function testCard(card: Record<string, unknown>, notes: Set<string>): Expr {
  const bin = String(card.bin ?? '');
  const lastFour = String(card.lastFour ?? '');
  const known = cardOutcome(bin, lastFour) !== 'AUTHORISED' || (bin === '411111' && lastFour === '1111');
  const [useBin, useLast] = known ? [bin.slice(0, 6), lastFour] : ['411111', '1111'];
  notes.add(
    known
      ? 'card: the payment token and holder replaced by the test card of the same BIN and last four'
      : 'card: a card that is no test card replaced by the authorising test card 411111/1111',
  );
  return new Expr(`card(${quote(useBin)}, ${quote(useLast)}).card`, [flowStep('card')]);
}

function giftCardField(field: 'number' | 'pin', index: number): Expr {
  const env = field === 'number' ? 'HARNESS_GIFT_CARD_NUMBER' : 'HARNESS_GIFT_CARD_PIN';
  return new Expr(`secret('${env}', giftCard(${index}).${field})`, [...FIXTURES, fixture('giftCard')]);
}

function rewardCardField(field: 'number' | 'pin'): Expr {
  const env = field === 'number' ? 'HARNESS_REWARD_CARD_NUMBER' : 'HARNESS_REWARD_CARD_PIN';
  return new Expr(`secret('${env}', rewardCard().${field})`, [...FIXTURES, fixture('rewardCard')]);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function redactObject(operation: string, value: Record<string, unknown>, notes: Set<string>): TreeObject {
  const number = value.giftCardNumber ?? value.cardNumber;
  const seeded = typeof number === 'string' ? giftCardIndex(number) : -1;
  const index = Math.max(seeded, 0);
  const reward = value.payment_method_id === 'REWARD_CARD';
  const cardField = (field: 'number' | 'pin') =>
    reward ? rewardCardField(field) : giftCardField(field, index);
  const kind = reward ? 'the seeded reward card' : 'a seeded gift card';
  const env = reward ? 'HARNESS_REWARD_CARD' : 'HARNESS_GIFT_CARD';
  const out: Record<string, Tree> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' && /passw(or)?d/i.test(key)) {
      out[key] = password(operation);
      notes.add(`${key}: the seeded password (or $HARNESS_PASSWORD / $HARNESS_ASSOCIATE_PASSWORD)`);
    } else if (key === 'card' && isObject(item) && 'bin' in item) {
      out[key] = testCard(item, notes);
    } else if ((key === 'giftCardNumber' || key === 'cardNumber') && typeof item === 'string') {
      out[key] = cardField('number');
      notes.add(`${key}: ${kind}'s number (or $${env}_NUMBER)`);
    } else if (key === 'pin' && typeof item === 'string') {
      out[key] = cardField('pin');
      notes.add(`pin: ${kind}'s pin (or $${env}_PIN)`);
    } else if (key === 'recaptcha_response' && typeof item === 'string' && item !== FAILING_BOT_CHECK_TOKEN) {
      out[key] = new Expr('BOT_CHECK_OK', [flowStep('BOT_CHECK_OK')]);
      notes.add("recaptcha_response: the simulator's passing bot-check token");
    } else if ((key === 'codeChallenge' || key === 'codeVerifier') && typeof item === 'string') {
      const part = key === 'codeChallenge' ? 'challenge' : 'verifier';
      out[key] = new Expr(`PKCE.${part}`, [{ from: 'simulator/testing/pkce-pair', name: 'PKCE' }]);
      notes.add(`${key}: the PKCE pair the flows sign in with`);
    } else {
      out[key] = redactValue(operation, item, notes);
    }
  }
  return out;
}

function redactValue(operation: string, value: unknown, notes: Set<string>): Tree {
  if (Array.isArray(value)) return value.map((item) => redactValue(operation, item, notes));
  if (isObject(value)) return redactObject(operation, value, notes);
  return value as Tree;
}

/** A request body with its secrets replaced (see above). */
export function redactBody(operation: string, body: unknown, notes: Set<string>): Tree {
  return redactValue(operation, body, notes);
}

/** Keys whose literal value is a credential that no fixture stands for (left after references are made). */
const CREDENTIAL_KEY = /token|secret|authori[sz]ation|api_?key|session_?id|cookie/i;
/** A payment card or gift card number: 13 to 19 digits. */
const CARD_NUMBER = /^\d{13,19}$/;

/** True when a literal left in a request must not be written: a credential or a card number. */
export function isLeftoverSecret(key: string, value: unknown): boolean {
  return typeof value === 'string' && (CREDENTIAL_KEY.test(key) || CARD_NUMBER.test(value));
}
