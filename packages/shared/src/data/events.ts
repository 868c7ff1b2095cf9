// The events list (events.json): an event image must be a file in apps/web/public/images.
import type { GameEvent } from '../schemas/event';
import type { EventsFile } from './data-file-schemas';
import eventsFile from './events.json' with { type: 'json' };

// Checked against EventsFileSchema by checkSharedDataFiles, not in the browser.
export const EVENTS: readonly GameEvent[] = (eventsFile as EventsFile).events;
