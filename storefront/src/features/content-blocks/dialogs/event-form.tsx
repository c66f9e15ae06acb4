import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { EventContent } from '../../../../../contracts/entities/content-blocks-dialog';
import type { ConsumerProfile } from '../../../commerce/session';
import { useSiteConfig } from '../../../config/site-config-provider';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/field/checkbox';
import { FieldMessages } from '../../../ui/field/field-messages';
import { TextField } from '../../../ui/field/text-field';
import { translateValidation } from '../../session/validation-message';
import { RichText } from '../text/rich-text';
import styles from './dialogs.module.css';
import { eventDays, formatEventDay } from './event-days';
import { type EventFormSchemaValues, eventFormSchema } from './event-form-schema';
import { eventRegistration } from './event-registration';
import { useEventRegistration } from './use-event-registration';

export interface EventFormProps {
  readonly event: EventContent;
  readonly profile: ConsumerProfile;
  readonly onClose: () => void;
}

const EMPTY: EventFormSchemaValues = { attendingDays: [], plusOne: '', termsAccepted: false };

/**
 * The event form of a signed-in shopper (spec 001 sections 2, 4, 5, 8): the profile's email shown read-only,
 * the attending days (every day of the event), the guest's name when the event takes a plus-one, the event's
 * terms to accept and its submit label. While it sends, the fields are disabled and the button loads; then
 * the confirmation, or a dismissible alert with the failure's message (the form stays as filled).
 */
export function EventForm({ event, profile, onClose }: EventFormProps) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const daysId = useId();
  const registration = useEventRegistration();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EventFormSchemaValues>({ resolver: zodResolver(eventFormSchema), defaultValues: EMPTY });
  const t = (id: string) => intl.formatMessage({ id: `contentBlocks.dialogs.event.${id}` });
  const fieldError = (message: string | undefined) =>
    message ? translateValidation(intl, message) : undefined;

  if (registration.isSuccess) {
    return (
      <div className={styles.confirmation} role="status">
        <h3 className={styles.formHeading}>{event.confirmationTitle}</h3>
        {event.confirmationSubtitle ? <p className={styles.formText}>{event.confirmationSubtitle}</p> : null}
        <Button onClick={onClose}>{t('close')}</Button>
      </div>
    );
  }
  const pending = registration.isPending;
  const daysError = fieldError(errors.attendingDays?.message);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) => {
        if (pending) return;
        registration.mutate(eventRegistration(event, profile, values, new Date()));
      })}
    >
      {registration.error instanceof Error ? (
        <Banner tone="error" onDismiss={() => registration.reset()}>
          {errorMessage(intl, registration.error)}
        </Banner>
      ) : null}
      <fieldset className={styles.fields} disabled={pending}>
        <TextField label={t('email')} type="email" value={profile.consumerDetails.email} readOnly disabled />
        <fieldset className={styles.days} aria-describedby={daysError ? `${daysId}-error` : undefined}>
          <legend className={styles.legend}>
            {t('days')} <span aria-hidden="true">*</span>
          </legend>
          {eventDays(event.startDate, event.endDate).map((day) => (
            <Checkbox
              key={day}
              label={formatEventDay(day, locale)}
              value={day}
              {...register('attendingDays')}
            />
          ))}
          <FieldMessages error={daysError} errorId={`${daysId}-error`} hintId={`${daysId}-hint`} />
        </fieldset>
        {event.enablePlusOne ? (
          <TextField
            label={t('plusOne')}
            hint={t('plusOneHint')}
            autoComplete="off"
            error={fieldError(errors.plusOne?.message)}
            {...register('plusOne')}
          />
        ) : null}
        <div id={`${daysId}-terms`}>
          <RichText html={event.richText} className={styles.terms} />
        </div>
        <Checkbox
          label={t('terms')}
          aria-describedby={`${daysId}-terms`}
          required
          error={fieldError(errors.termsAccepted?.message)}
          {...register('termsAccepted')}
        />
      </fieldset>
      <Button type="submit" loading={pending}>
        {event.submitCtaLabel}
      </Button>
    </form>
  );
}
