/** One calendar day (YYYY-MM-DD) in UTC milliseconds: day arithmetic without the browser's time zone. */
const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`);
const DAY_MS = 86_400_000;

/** Every calendar day from the event's start to its end inclusive, as YYYY-MM-DD (spec 001 section 2). */
export function eventDays(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let t = utcDay(startDate); t <= utcDay(endDate); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** A day as the shopper's locale writes it ("Friday, June 12, 2026", "vendredi 12 juin 2026"). */
export function formatEventDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(utcDay(day));
}
