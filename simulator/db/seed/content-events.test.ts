import { describe, expect, it } from 'vitest';
import { eventContent } from '../../../contracts/entities/content-blocks-dialog';
import { generateCatalogueSeed } from './catalogue-seed';
import { SEEDED_EVENTS } from './content-events';

/** Every event sign-up dialog in a JSON tree, wherever the content puts it. */
function eventsIn(node: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(node)) for (const item of node) eventsIn(item, found);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.variant === 'eventSignUp') found.push(record.event);
    for (const value of Object.values(record)) eventsIn(value, found);
  }
  return found;
}

describe('seeded events', () => {
  it('are valid event content, and the content offers each of them and no other', () => {
    for (const event of SEEDED_EVENTS) expect(eventContent.safeParse(event).success).toBe(true);
    const offered = eventsIn(generateCatalogueSeed(7).content);
    const ids = new Set(offered.map((e) => (e as { eventId: string }).eventId));
    expect([...ids].sort()).toEqual(SEEDED_EVENTS.map((e) => e.eventId).sort());
    for (const event of offered) {
      expect(SEEDED_EVENTS).toContainEqual(event);
    }
  });
});
