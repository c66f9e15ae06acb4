import { VALID_CARD_YEAR } from './card-expiry';

/**
 * A tokenised test card as the payment provider hands it over (the simulator tells the test cards apart by
 * BIN and last four): 411111/1111 authorises, 400000/3220 challenges, 400000/0002 declines, 400000/0119 is
 * refused as fraud.
 */
export function testCard(bin: string, lastFour: string) {
  return {
    payment_method_id: 'CREDIT_CARD' as const,
    card: {
      token: `tok_${bin}${lastFour}`,
      cardType: 'VISA' as const,
      bin,
      lastFour,
      expiryMonth: 12,
      expiryYear: VALID_CARD_YEAR,
      holderName: 'Ada Lovelace',
    },
  };
}
