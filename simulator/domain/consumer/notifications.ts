import type { NotificationPreference } from '../../../contracts/entities/consumer-misc';
import { notificationTopic } from '../../../contracts/entities/consumer-misc';

const CHANNELS = ['email', 'sms', 'push'] as const;

/** Every topic on every channel: order updates by email are on, everything else is off until chosen. */
export function defaultNotifications(): NotificationPreference[] {
  return notificationTopic.options.flatMap((topic) =>
    CHANNELS.map((channel) => ({
      topic,
      channel,
      enabled: topic === 'ORDER_UPDATES' && channel === 'email',
    })),
  );
}

/** Applies the changed switches (per topic and channel) and answers the full list in a stable order. */
export function applyNotificationChanges(
  current: readonly NotificationPreference[],
  changes: readonly NotificationPreference[],
): NotificationPreference[] {
  const key = (p: NotificationPreference) => `${p.topic}/${p.channel}`;
  const merged = new Map(defaultNotifications().map((p) => [key(p), p]));
  for (const p of current) merged.set(key(p), p);
  for (const p of changes) merged.set(key(p), { ...p });
  return [...merged.values()];
}
