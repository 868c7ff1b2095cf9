import type { ComponentProps } from 'react';
import { TextAreaField } from '../ui/field';

/** The description box of the weapon and build forms: up to 2000 characters, across both grid columns. */
export function DescriptionField(
  props: Omit<ComponentProps<typeof TextAreaField>, 'maxLength' | 'className'>,
) {
  return <TextAreaField maxLength={2000} {...props} className="sm:col-span-2" />;
}
