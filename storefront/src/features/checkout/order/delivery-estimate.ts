/**
 * When a shipment should arrive (pure): the method's delivery time ("2-4" business days, "same day") counted
 * from when the order was placed, weekends skipped. Designed: the spec gives delivery times as ranges of
 * days only; the confirmation turns them into dates, as shops do.
 */
export type DeliveryEstimate =
  | { readonly kind: 'today' }
  | { readonly kind: 'window'; readonly from: Date; readonly to: Date };

/** `date` moved on by `days` business days (Saturday and Sunday do not count). */
export function addBusinessDays(date: Date, days: number): Date {
  const next = new Date(date.getTime());
  let left = days;
  while (left > 0) {
    next.setDate(next.getDate() + 1);
    const weekday = next.getDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return next;
}

export function deliveryEstimate(
  placedAt: Date,
  deliveryTime: string | undefined,
): DeliveryEstimate | undefined {
  if (!deliveryTime || Number.isNaN(placedAt.getTime())) return undefined;
  if (deliveryTime.trim().toLowerCase() === 'same day') return { kind: 'today' };
  const range = /^\s*(\d+)\s*(?:[-–]\s*(\d+))?/.exec(deliveryTime);
  if (!range) return undefined;
  const low = Number(range[1]);
  const high = Number(range[2] ?? range[1]);
  return { kind: 'window', from: addBusinessDays(placedAt, low), to: addBusinessDays(placedAt, high) };
}

/** The window in the shop's language: "Tue, Dec 1 – Thu, Dec 3" (one date when both ends agree). */
export function formatDeliveryWindow(from: Date, to: Date, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric' });
  return from.toDateString() === to.toDateString() ? format.format(from) : format.formatRange(from, to);
}
