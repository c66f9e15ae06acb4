import { useState } from 'react';
import { notificationTopic } from '../../../../../contracts/entities/consumer-misc';
import type { NotificationPreference } from '../../../commerce/account/communication';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/field/checkbox';
import { useToasts } from '../../../ui/toast/toast-store';
import { ErrorNotice } from '../error-notice';
import styles from './communication.module.css';
import { showFailure } from './failure-notice';
import { useNotificationsUpdate } from './use-communication';

type Topic = NotificationPreference['topic'];

/**
 * Email notifications per topic (updateNotifications). The API answers the preferences only after a change
 * (there is no read), so the switches start off and then show the answer (docs/decisions.md).
 */
export function NotificationsSection() {
  const intl = useIntl();
  const toasts = useToasts();
  const update = useNotificationsUpdate();
  const [enabled, setEnabled] = useState<ReadonlySet<Topic>>(new Set());
  const [notice, setNotice] = useState('');
  const t = (id: string) => intl.formatMessage({ id });
  const toggle = (topic: Topic, on: boolean) =>
    setEnabled((current) => {
      const next = new Set(current);
      if (on) next.add(topic);
      else next.delete(topic);
      return next;
    });
  return (
    <section className={styles.section} aria-labelledby="communication-notifications">
      <h2 id="communication-notifications">{t('accountArea.communication.notificationsTitle')}</h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (update.isPending) return;
          setNotice('');
          const notifications = notificationTopic.options.map((topic) => ({
            topic,
            channel: 'email' as const,
            enabled: enabled.has(topic),
          }));
          update.mutate(notifications, {
            onSuccess: (answer) => {
              setEnabled(
                new Set(
                  answer.notifications.filter((n) => n.channel === 'email' && n.enabled).map((n) => n.topic),
                ),
              );
              toasts.show({ title: t('accountArea.communication.notificationsSaved'), tone: 'success' });
            },
            onError: (error) => setNotice(showFailure(intl, toasts, error) ?? ''),
          });
        }}
      >
        {notice ? <ErrorNotice message={notice} /> : null}
        <fieldset className={styles.choices}>
          <legend className={styles.muted}>{t('accountArea.communication.notificationsText')}</legend>
          {notificationTopic.options.map((topic) => (
            <Checkbox
              key={topic}
              label={t(`accountArea.communication.topic.${topic}`)}
              checked={enabled.has(topic)}
              onChange={(event) => toggle(topic, event.target.checked)}
            />
          ))}
        </fieldset>
        <div>
          <Button type="submit" variant="secondary" loading={update.isPending}>
            {t('accountArea.communication.notificationsSave')}
          </Button>
        </div>
      </form>
    </section>
  );
}
