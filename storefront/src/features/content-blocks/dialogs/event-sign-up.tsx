import { useState } from 'react';
import type { EventContent } from '../../../../../contracts/entities/content-blocks-dialog';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { lazyWithMessages } from '../../../i18n/lazy-with-messages';
import { Button } from '../../../ui/button/button';
import styles from './dialogs.module.css';

// The dialog brings the sign-in and sign-up forms: it loads when the shopper opens it.
const EventSignUpDialog = lazyWithMessages(
  () => import('./event-sign-up-dialog'),
  ['account', 'signUp', 'errorTexts', 'content'],
);

/** "June 12 – 14, 2026": the event's dates in the shopper's locale (calendar days, no time zone shift). */
function eventDates(event: EventContent, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`);
  return format.formatRange(day(event.startDate), day(event.endDate));
}

/** The event sign-up variant of the dialog block: the event's dates and the button that opens its dialog. */
export function EventSignUp({ event }: { readonly event: EventContent }) {
  const intl = useIntl();
  // Its texts are the content area's, which every block list loads (the renderer's chunk names none).
  intl.include('home');
  const { locale } = useSiteConfig();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.event}>
      <p className={styles.eventDates}>{eventDates(event, locale)}</p>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        {intl.formatMessage({ id: 'contentBlocks.dialogs.event.open' }, { title: event.title })}
      </Button>
      {open ? <EventSignUpDialog event={event} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
