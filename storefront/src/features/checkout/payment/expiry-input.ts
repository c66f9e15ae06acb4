/**
 * The card expiry as the shopper types it, shown as MM/YY (or MM/YYYY): digits only, a slash after the month
 * once a year digit follows (so Backspace never gets stuck on it), a single first digit above 1 read as the
 * month 0-9 ("4" is April: "04"). "1230" shows "12/30", a pasted "12/30" stays. Pure.
 */
export function formatExpiryInput(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
