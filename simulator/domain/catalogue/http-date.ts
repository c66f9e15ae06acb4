/**
 * HTTP-date (RFC 9110 section 5.6.7): IMF-fixdate, plus the two obsolete forms a recipient must accept
 * (RFC 850 and asctime). Anything else is not a date, and a conditional header holding it is ignored.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = MONTHS.join('|');
const TIME = '(\\d{2}):(\\d{2}):(\\d{2})';

const IMF_FIXDATE = new RegExp(`^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\\d{2}) (${MONTH}) (\\d{4}) ${TIME} GMT$`);
const RFC_850 = new RegExp(
  `^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\\d{2})-(${MONTH})-(\\d{2}) ${TIME} GMT$`,
);
const ASCTIME = new RegExp(`^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (${MONTH}) ([ \\d]\\d) ${TIME} (\\d{4})$`);

function utc(year: number, month: string, day: number, h: string, m: string, s: string): number | undefined {
  const ms = Date.UTC(year, MONTHS.indexOf(month), day, Number(h), Number(m), Number(s));
  const back = new Date(ms);
  // Reject dates that roll over (31 Feb) and times out of range rather than normalising them.
  const exact =
    back.getUTCDate() === day &&
    back.getUTCMonth() === MONTHS.indexOf(month) &&
    back.getUTCHours() === Number(h) &&
    back.getUTCMinutes() === Number(m) &&
    back.getUTCSeconds() === Number(s);
  return exact ? ms : undefined;
}

/** Milliseconds since the epoch, or undefined when the value is not an HTTP-date. */
export function parseHttpDate(value: string): number | undefined {
  const v = value.trim();
  const fix = IMF_FIXDATE.exec(v);
  if (fix) {
    const [, d, mon, y, h, m, s] = fix as unknown as string[];
    return utc(Number(y), mon as string, Number(d), h as string, m as string, s as string);
  }
  const old = RFC_850.exec(v);
  if (old) {
    const [, d, mon, yy, h, m, s] = old as unknown as string[];
    // Two-digit years: RFC 9110 reads one more than 50 years ahead as the past century; 50/50 is close enough.
    const year = Number(yy) + (Number(yy) < 50 ? 2000 : 1900);
    return utc(year, mon as string, Number(d), h as string, m as string, s as string);
  }
  const asc = ASCTIME.exec(v);
  if (asc) {
    const [, mon, d, h, m, s, y] = asc as unknown as string[];
    return utc(Number(y), mon as string, Number(d), h as string, m as string, s as string);
  }
  return undefined;
}
