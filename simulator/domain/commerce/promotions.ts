import type { ErrorId } from '../../../contracts/errors/error-ids';
import type { BonusProduct, Promotion } from '../../db/commerce-config';
import { type Failure, failure } from '../failure';
import { type Minor, percentOf, sum } from './money';

/**
 * Promotions at the three levels (spec 000 section 3): PRODUCT discounts per line, ORDER discounts on the
 * merchandise subtotal after product discounts, SHIPPING discounts on home delivery. Automatic promotions
 * apply by themselves; coupon promotions only while their code is on the cart. Pure: the caller passes
 * the configuration, the clock and the redemption counts.
 */

interface PromoLine {
  readonly id: string;
  /** Unit price times quantity, minor units. */
  readonly rowTotal: Minor;
  readonly isDigital: boolean;
}

export interface CouponUsage {
  readonly redemptions: number;
  readonly redeemedBy: readonly string[];
}

export interface CouponContext {
  readonly now: Date;
  readonly consumerType: string;
  /** Whether the shopper accepted the employee discount terms (false for anyone who is not an employee). */
  readonly employeeTermsAccepted?: boolean;
  /** Consumer id, or the guest's email once known; used for once-per-shopper codes. */
  readonly shopperKey?: string;
  readonly usage: (code: string) => CouponUsage | undefined;
}

export interface AppliedDiscount {
  readonly promotion: Promotion;
  readonly amount: Minor;
  readonly couponCode?: string;
}

interface CouponState {
  readonly code: string;
  readonly valid: boolean;
  readonly applied: boolean;
  readonly promotionIds: string[];
}

/** A promotion the cart is close to: what is still missing (the view writes its message, promotion-texts.ts). */
export interface ApproachingPromotion {
  readonly promotion: Promotion;
  readonly missing: Minor;
  readonly contexts: string[];
}

export interface PromotionOutcome {
  readonly lineDiscounts: ReadonlyMap<string, AppliedDiscount[]>;
  readonly orderDiscounts: AppliedDiscount[];
  readonly shippingDiscounts: AppliedDiscount[];
  readonly gifts: { promotion: Promotion; gift: BonusProduct }[];
  readonly coupons: CouponState[];
  readonly approaching: ApproachingPromotion[];
  /** Merchandise subtotal after product discounts (what thresholds compare against). */
  readonly subtotalAfterProductDiscounts: Minor;
}

export const normaliseCode = (code: string): string => code.trim().toUpperCase();

function findCouponPromotion(promotions: readonly Promotion[], code: string): Promotion | undefined {
  const wanted = normaliseCode(code);
  return promotions.find((p) => p.couponCode === wanted);
}

/** Where `now` falls in a promotion's dates: not started, ended, or running (also when it has no dates). */
function windowOf(promotion: Promotion, now: Date): 'before' | 'ended' | 'running' {
  const at = now.getTime();
  const { starts, ends } = datesOf(promotion);
  if (at < starts) return 'before';
  if (at > ends) return 'ended';
  return 'running';
}

/** A promotion's dates in epoch ms (none: open-ended), parsed once per promotion: every cart read asks. */
const parsedDates = new WeakMap<Promotion, { starts: number; ends: number }>();
function datesOf(promotion: Promotion): { starts: number; ends: number } {
  let dates = parsedDates.get(promotion);
  if (!dates) {
    dates = {
      starts: promotion.startsAt ? Date.parse(promotion.startsAt) : Number.NEGATIVE_INFINITY,
      ends: promotion.endsAt ? Date.parse(promotion.endsAt) : Number.POSITIVE_INFINITY,
    };
    parsedDates.set(promotion, dates);
  }
  return dates;
}

/**
 * All that the clock decides about these promotions at `now`: whether each dated one has not started, has
 * ended or runs. The cart answer reads the time through nothing else, so two instants with the same
 * windows give the same answer (services/commerce/cart-view-key.ts).
 */
export function promotionWindows(promotions: readonly Promotion[], now: Date): string {
  let windows = '';
  for (const promotion of promotions) {
    if (promotion.startsAt || promotion.endsAt) windows += windowOf(promotion, now)[0];
  }
  return windows;
}

/** Why a coupon cannot be used now, as a catalogue id; undefined when it can. */
function couponRefusal(promotion: Promotion, ctx: CouponContext): ErrorId | undefined {
  const window = windowOf(promotion, ctx.now);
  if (window === 'before') return 'PRM135';
  if (window === 'ended') return 'PRM155';
  if (promotion.consumerTypes && !promotion.consumerTypes.includes(ctx.consumerType)) return 'PRM130';
  if (promotion.requiresEmployeeTerms && !ctx.employeeTermsAccepted) return 'PRM130';
  const usage = promotion.couponCode ? ctx.usage(promotion.couponCode) : undefined;
  if (promotion.oncePerShopper && usage) {
    const { redeemedBy } = usage;
    if (redeemedBy.includes('*') || (ctx.shopperKey && redeemedBy.includes(ctx.shopperKey))) return 'PRM150';
  }
  if (promotion.usageLimit !== undefined && (usage?.redemptions ?? 0) >= promotion.usageLimit)
    return 'PRM140';
  return undefined;
}

/** Applying a code to a cart: unknown PRM160, already there PRM416, else the refusal of couponRefusal. */
export function checkCouponToApply(
  promotions: readonly Promotion[],
  code: string,
  codesOnCart: readonly string[],
  ctx: CouponContext,
): { promotion: Promotion; code: string } | Failure {
  const promotion = findCouponPromotion(promotions, code);
  if (!promotion?.couponCode) return failure('PRM160');
  if (codesOnCart.map(normaliseCode).includes(promotion.couponCode)) return failure('PRM416');
  const refusal = couponRefusal(promotion, ctx);
  if (!refusal) return { promotion, code: promotion.couponCode };
  // An employee who has not accepted the terms can fix it: say how (spec 000 section 6).
  const needsTerms =
    refusal === 'PRM130' && promotion.requiresEmployeeTerms && ctx.consumerType === 'EMPLOYEE';
  return needsTerms
    ? failure(refusal, 'Accept the employee discount terms to use this code.')
    : failure(refusal);
}

function benefitAmount(promotion: Promotion, base: Minor): Minor {
  const { benefit } = promotion;
  if (benefit.kind === 'PERCENT') return Math.min(base, percentOf(base, benefit.percent));
  if (benefit.kind === 'AMOUNT') return Math.min(base, benefit.amount);
  if (benefit.kind === 'FREE_SHIPPING') return base;
  return 0;
}

const qualifies = (p: Promotion, subtotal: Minor) => p.threshold === undefined || subtotal >= p.threshold;

interface EvaluateInput {
  readonly promotions: readonly Promotion[];
  readonly lines: readonly PromoLine[];
  readonly couponCodes: readonly string[];
  /** Home-delivery shipping cost, the base of SHIPPING promotions. */
  readonly homeShipping: Minor;
  readonly ctx: CouponContext;
}

export function evaluatePromotions(input: EvaluateInput): PromotionOutcome {
  const { promotions, lines, ctx } = input;
  const codes = input.couponCodes.map(normaliseCode);
  const validCodes = new Set(
    codes.filter((code) => {
      const promotion = findCouponPromotion(promotions, code);
      return promotion !== undefined && couponRefusal(promotion, ctx) === undefined;
    }),
  );
  const active = promotions.filter((p) => !p.couponCode || validCodes.has(p.couponCode));
  const appliedIds = new Set<string>();

  const lineDiscounts = new Map<string, AppliedDiscount[]>();
  for (const promotion of active.filter((p) => p.level === 'PRODUCT' && p.benefit.kind !== 'GIFT')) {
    for (const line of lines) {
      if (promotion.excludeDigital && line.isDigital) continue;
      const already = sum((lineDiscounts.get(line.id) ?? []).map((d) => d.amount));
      const amount = benefitAmount(promotion, line.rowTotal - already);
      if (amount <= 0) continue;
      appliedIds.add(promotion.id);
      const discount = {
        promotion,
        amount,
        ...(promotion.couponCode ? { couponCode: promotion.couponCode } : {}),
      };
      lineDiscounts.set(line.id, [...(lineDiscounts.get(line.id) ?? []), discount]);
    }
  }
  const productDiscountTotal = sum([...lineDiscounts.values()].flat().map((d) => d.amount));
  const subtotal = sum(lines.map((l) => l.rowTotal)) - productDiscountTotal;

  const orderDiscounts: AppliedDiscount[] = [];
  let orderBase = subtotal;
  for (const promotion of active.filter((p) => p.level === 'ORDER' && qualifies(p, subtotal))) {
    const amount = benefitAmount(promotion, orderBase);
    if (amount <= 0) continue;
    orderBase -= amount;
    appliedIds.add(promotion.id);
    orderDiscounts.push({
      promotion,
      amount,
      ...(promotion.couponCode ? { couponCode: promotion.couponCode } : {}),
    });
  }

  const shippingDiscounts: AppliedDiscount[] = [];
  let shippingBase = input.homeShipping;
  for (const promotion of active.filter((p) => p.level === 'SHIPPING' && qualifies(p, subtotal))) {
    const amount = benefitAmount(promotion, shippingBase);
    if (amount <= 0) continue;
    appliedIds.add(promotion.id);
    shippingBase -= amount;
    shippingDiscounts.push({
      promotion,
      amount,
      ...(promotion.couponCode ? { couponCode: promotion.couponCode } : {}),
    });
  }

  const gifts: PromotionOutcome['gifts'] = [];
  for (const promotion of active) {
    if (promotion.benefit.kind !== 'GIFT' || lines.length === 0 || !qualifies(promotion, subtotal)) continue;
    appliedIds.add(promotion.id);
    gifts.push({ promotion, gift: promotion.benefit.gift });
  }

  const approaching = active
    .filter((p) => p.threshold !== undefined && p.approachFrom !== undefined)
    .filter((p) => subtotal >= (p.approachFrom ?? 0) && subtotal < (p.threshold ?? 0))
    .map((promotion) => ({
      promotion,
      missing: (promotion.threshold ?? 0) - subtotal,
      contexts: ['cart', 'minicart'],
    }));

  const coupons = codes.map((code) => {
    const promotion = findCouponPromotion(promotions, code);
    const valid = validCodes.has(code);
    return {
      code,
      valid,
      applied: valid && promotion !== undefined && appliedIds.has(promotion.id),
      promotionIds: promotion ? [promotion.id] : [],
    };
  });

  return {
    lineDiscounts,
    orderDiscounts,
    shippingDiscounts,
    gifts,
    coupons,
    approaching,
    subtotalAfterProductDiscounts: subtotal,
  };
}
