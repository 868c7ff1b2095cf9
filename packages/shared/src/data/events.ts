// The events list (events.json): an event image must be a file in apps/web/public/images.
import { z } from 'zod';
import { EventSchema, type GameEvent } from '../schemas/event';
import { parseDataFile } from './data-files';
import eventsFile from './events.json';

const EventsFileSchema = z.strictObject({ about: z.string(), events: z.array(EventSchema) });

export const EVENTS: readonly GameEvent[] = parseDataFile(EventsFileSchema, eventsFile, 'events.json').events;
