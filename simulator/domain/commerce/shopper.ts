import type { Address } from '../../../contracts/entities/address';
import type { CardType } from '../../../contracts/entities/payment-instrument';
import type { ConsumerType } from '../../../contracts/entities/token';
import type { Session } from '../auth/session';
import type { Minor } from './money';

/**
 * What the commerce rules need to know about the shopper, read from the session and the users area's
 * account (see account-port.ts). Money in minor units.
 */
export interface ShopperFacts {
  readonly kind: Session['kind'];
  readonly consumerId?: string | undefined;
  readonly consumerType: ConsumerType;
  readonly email?: string | undefined;
  readonly firstName?: string | undefined;
  readonly isLoyaltyMember: boolean;
  readonly memberId?: string | undefined;
  /** Why loyalty is refused to a signed-in consumer (REW130 not a member, REW135 not confirmed, 4044). */
  readonly loyaltyRefusal?: 'REW130' | 'REW135' | '4044' | undefined;
  readonly loyaltyPoints: number;
  readonly athlete?: { readonly remainingAmount: Minor; readonly payableAmount: Minor } | undefined;
  /** An employee's discount terms and spend against the annual cap (minor units). */
  readonly employee?:
    | { readonly termsAccepted: boolean; readonly currentSpend: Minor; readonly annualCap: Minor }
    | undefined;
  readonly savedCards: readonly SavedCardFacts[];
  readonly rewardCodes: readonly { code: string; amount: Minor; expiresAt?: string | undefined }[];
  readonly rewardCards: readonly {
    cardNumber: string;
    pin?: string | undefined;
    balance: Minor;
    expiresAt?: string | undefined;
  }[];
  readonly applicableVouchers: readonly { points: number; amountInCurrency: number }[];
  /** Ids of the address book's entries (a checkout address naming another id answers PYT405). */
  readonly addressBookIds?: readonly string[] | undefined;
}

export interface SavedCardFacts {
  readonly paymentInstrumentId: string;
  readonly cardType: CardType;
  readonly bin: string;
  readonly lastFour: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly holderName?: string | undefined;
  /** The billing address the card was saved with. */
  readonly address?: Address | undefined;
}

export const GUEST_SHOPPER: ShopperFacts = {
  kind: 'guest',
  consumerType: 'GUEST',
  isLoyaltyMember: false,
  loyaltyPoints: 0,
  savedCards: [],
  rewardCodes: [],
  rewardCards: [],
  applicableVouchers: [],
};
