/** An ISO-8601 duration (`PT16M`, `P1DT2H`, `P2W`, `P1Y6M`; a leading `-` goes back in time). */
interface IsoDuration {
  readonly sign: 1 | -1;
  readonly years: number;
  readonly months: number;
  readonly days: number;
  readonly ms: number;
}

const PATTERN =
  /^(-)?P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

export function parseIsoDuration(text: string): IsoDuration | undefined {
  const match = PATTERN.exec(text);
  if (!match || text.endsWith('P') || text.endsWith('T')) return undefined;
  const [, minus, y, mo, w, d, h, mi, s] = match;
  const n = (v: string | undefined) => (v ? Number(v) : 0);
  return {
    sign: minus ? -1 : 1,
    years: n(y),
    months: n(mo),
    days: n(w) * 7 + n(d),
    ms: Math.round((n(h) * 3600 + n(mi) * 60 + n(s)) * 1000),
  };
}

/** `date` moved by the duration: years and months on the UTC calendar, then days and time exactly. */
export function addIsoDuration(date: Date, duration: IsoDuration): Date {
  const { sign } = duration;
  const moved = new Date(date);
  moved.setUTCFullYear(moved.getUTCFullYear() + sign * duration.years);
  moved.setUTCMonth(moved.getUTCMonth() + sign * duration.months);
  return new Date(moved.getTime() + sign * (duration.days * 86_400_000 + duration.ms));
}
