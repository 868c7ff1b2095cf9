import type { ReactNode } from 'react';

/** The bold label over a form control: labelled fields, a slider pair, an image upload. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-semibold text-fg">
      {children}
    </label>
  );
}
