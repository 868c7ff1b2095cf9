import type { ReactNode } from 'react';

/** One numbered section of a legal page. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-20">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
