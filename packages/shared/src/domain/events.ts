import type { GameEvent } from '../schemas/event';

const DAY_MS = 86_400_000;

type EventDates = Pick<GameEvent, 'startDate' | 'endDate'>;

/** Both dates are whole UTC days: active from start 00:00:00.000 to end 23:59:59.999 UTC. */
export function isEventActive(event: EventDates, now: Date): boolean {
  const start = Date.parse(`${event.startDate}T00:00:00Z`);
  const end = Date.parse(`${event.endDate}T00:00:00Z`) + DAY_MS;
  const t = now.getTime();
  return t >= start && t < end;
}

/** Ended: the whole end day is over. (Upcoming events are neither active nor past.) */
export function isEventPast(event: EventDates, now: Date): boolean {
  return now.getTime() >= Date.parse(`${event.endDate}T00:00:00Z`) + DAY_MS;
}

export type EventFilter = 'all' | 'active' | 'past';

/** Filter buttons plus the case-insensitive search over title, description and map names. */
export function filterEvents<E extends GameEvent>(
  events: readonly E[],
  options: { filter: EventFilter; query?: string },
  now: Date,
): E[] {
  const query = (options.query ?? '').trim().toLowerCase();
  return events.filter((event) => {
    if (options.filter === 'active' && !isEventActive(event, now)) return false;
    if (options.filter === 'past' && !isEventPast(event, now)) return false;
    if (!query) return true;
    return [event.title, event.description, ...event.maps].some((text) => text.toLowerCase().includes(query));
  });
}

/** Header counts of active and past events. */
export function countEvents(events: readonly EventDates[], now: Date): { active: number; past: number } {
  return {
    active: events.filter((e) => isEventActive(e, now)).length,
    past: events.filter((e) => isEventPast(e, now)).length,
  };
}

/** The first `shown` rewards plus how many more ('+ N more' on the card). */
export function rewardPreview(rewards: readonly string[], shown = 2): { shown: string[]; more: number } {
  return { shown: rewards.slice(0, shown), more: Math.max(0, rewards.length - shown) };
}
