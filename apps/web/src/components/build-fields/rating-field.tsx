import type { ComponentProps } from 'react';
import { RATING_MAX, RATING_MIN } from '@dfwiki/shared';
import { TextField } from '../ui/field';

/** A build's rating, 1 to 5 in steps of 0.1 (the editors' build form, a submission's approval). */
export function RatingField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'min' | 'max' | 'step'>) {
  return <TextField type="number" min={RATING_MIN} max={RATING_MAX} step={0.1} {...props} />;
}
