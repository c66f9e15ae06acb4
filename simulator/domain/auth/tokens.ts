import type { BuyInStoreSession } from '../../../contracts/entities/store-associate';
import type { ConsumerType } from '../../../contracts/entities/token';
import type { SessionRecord } from '../../db/account-records';

/** Token lifetimes (not shown by the spec): 30 minutes of access, 90 days of refresh. */
export const ACCESS_TOKEN_SECONDS = 1800;
const REFRESH_TOKEN_SECONDS = 90 * 24 * 3600;

/** Issues opaque, deterministic ids (`world.ids.next`). */
type IdSource = (prefix: string, width?: number) => string;

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

const plus = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

/** A new token pair and the session it carries; undefined links are left out. */
export function newSession(input: SessionInput, ids: IdSource, now: Date): SessionRecord {
  return {
    usid: input.usid,
    kind: input.kind,
    consumerType: input.consumerType,
    ...(input.consumerId ? { consumerId: input.consumerId } : {}),
    ...(input.basketId ? { basketId: input.basketId } : {}),
    ...(input.favoriteId ? { favoriteId: input.favoriteId } : {}),
    ...(input.saveForLaterId ? { saveForLaterId: input.saveForLaterId } : {}),
    ...(input.buyInStore ? { buyInStore: input.buyInStore } : {}),
    accessToken: ids('atk', 16),
    refreshToken: ids('rtk', 16),
    issuedAt: now.toISOString(),
    accessExpiresAt: plus(now, ACCESS_TOKEN_SECONDS),
    refreshExpiresAt: plus(now, REFRESH_TOKEN_SECONDS),
    revoked: false,
  };
}

/** The access token works: not revoked (sign-out, refresh rotation) and not expired. */
export const accessIsValid = (session: SessionRecord, now: Date): boolean =>
  !session.revoked && Date.parse(session.accessExpiresAt) > now.getTime();

export const refreshIsValid = (session: SessionRecord, now: Date): boolean =>
  !session.revoked && Date.parse(session.refreshExpiresAt) > now.getTime();

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
