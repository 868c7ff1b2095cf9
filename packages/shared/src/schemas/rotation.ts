import { z } from 'zod';

export const RotationMapSchema = z.object({ name: z.string(), mode: z.string(), difficulty: z.string() });
export type RotationMap = z.infer<typeof RotationMapSchema>;

/** One UTC hour of the map rotation; utcRange is 'start-end' with end = start + 1 ('23-24'). */
export const RotationSlotSchema = z.object({
  utcRange: z.string().regex(/^([0-9]|1[0-9]|2[0-3])-([1-9]|1[0-9]|2[0-4])$/),
  maps: z.array(RotationMapSchema),
});
export type RotationSlot = z.infer<typeof RotationSlotSchema>;
