import type { BuyInStoreSession } from '../../../contracts/entities/store-associate';
import type { ConsumerType } from '../../../contracts/entities/token';
import type { SessionRecord } from '../../db/account-records';

/** Token lifetimes (not shown by the spec): 30 minutes of access, 90 days of refresh. */
export const ACCESS_TOKEN_SECONDS = 1800;
export const REFRESH_TOKEN_SECONDS = 90 * 24 * 3600;

export interface SessionInput {
  readonly usid: string;
  readonly kind: SessionRecord['kind'];
  readonly consumerType: ConsumerType;
  readonly consumerId?: string | undefined;
  readonly basketId?: string | undefined;
  readonly favoriteId?: string | undefined;
  readonly saveForLaterId?: string | undefined;
  readonly buyInStore?: BuyInStoreSession | undefined;
}

/** What the service mints for a new pair: the two bearer secrets and, for a first grant, the family id. */
export interface MintedPair {
  readonly accessToken: string;
  readonly refreshToken: string;
}

const plus = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

/**
 * The first pair of a token family (a guest, registered or agent grant); undefined links are left out.
 * The family's refresh expiry is fixed here: rotation never moves it.
 */
export function newSession(
  input: SessionInput,
  minted: MintedPair,
  familyId: string,
  now: Date,
): SessionRecord {
  return {
    ...links(input),
    ...minted,
    familyId,
    issuedAt: now.toISOString(),
    accessExpiresAt: plus(now, ACCESS_TOKEN_SECONDS),
    refreshExpiresAt: plus(now, REFRESH_TOKEN_SECONDS),
    revoked: false,
  };
}

/** The next pair of a family: the same session and links, a fresh access lifetime, the family's refresh expiry. */
export function rotatedSession(previous: SessionRecord, minted: MintedPair, now: Date): SessionRecord {
  return {
    ...links(previous),
    ...minted,
    familyId: previous.familyId,
    issuedAt: now.toISOString(),
    accessExpiresAt: plus(now, ACCESS_TOKEN_SECONDS),
    refreshExpiresAt: previous.refreshExpiresAt,
    revoked: false,
  };
}

function links(input: SessionInput): SessionInput {
  return {
    usid: input.usid,
    kind: input.kind,
    consumerType: input.consumerType,
    ...(input.consumerId ? { consumerId: input.consumerId } : {}),
    ...(input.basketId ? { basketId: input.basketId } : {}),
    ...(input.favoriteId ? { favoriteId: input.favoriteId } : {}),
    ...(input.saveForLaterId ? { saveForLaterId: input.saveForLaterId } : {}),
    ...(input.buyInStore ? { buyInStore: input.buyInStore } : {}),
  };
}

/**
 * The access token works: its family not revoked (sign-out, reuse detected) and not expired. A rotation
 * leaves the previous pair's access token working until its own expiry, as a self-contained token would.
 */
export const accessIsValid = (session: SessionRecord, now: Date): boolean =>
  !session.revoked && Date.parse(session.accessExpiresAt) > now.getTime();

/** Seconds left until an instant (at least 1, the contract asks a positive lifetime). */
const secondsUntil = (iso: string, now: Date): number =>
  Math.max(1, Math.round((Date.parse(iso) - now.getTime()) / 1000));

/** The OAuth part of a token answer. */
export function tokenFields(session: SessionRecord, now: Date) {
  return {
    access_token: session.accessToken,
    token_type: 'Bearer' as const,
    expires_in: secondsUntil(session.accessExpiresAt, now),
    refresh_expires_in: secondsUntil(session.refreshExpiresAt, now),
    refreshToken: session.refreshToken,
    usid: session.usid,
  };
}
