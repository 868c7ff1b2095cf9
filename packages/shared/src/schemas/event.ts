import { z } from 'zod';

export const HIGHLIGHT_COLORS = ['green', 'blue', 'red', 'purple', 'orange'] as const;
export const HighlightColorSchema = z.enum(HIGHLIGHT_COLORS);
export type HighlightColor = z.infer<typeof HighlightColorSchema>;

const isoDay = z.iso.date(); // YYYY-MM-DD, read as a whole UTC day

/** Hard-coded event. Type is `GameEvent` so it does not shadow the DOM `Event`. */
export const EventSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string(),
  description: z.string(),
  startDate: isoDay,
  endDate: isoDay,
  maps: z.array(z.string()),
  image: z.string(),
  rewards: z.array(z.string()),
  highlightColor: HighlightColorSchema.default('blue'),
  /** True for an event no cited source backs: the page labels it "Example". */
  example: z.boolean().default(false),
});
export type GameEvent = z.infer<typeof EventSchema>;
