import type { ReactNode } from 'react';

/** One part of the data page: an anchor other pages link to, its heading and an optional lead. */
export function DataSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-12 scroll-mt-20 first:mt-0">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-fg">
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-3xl text-fg-muted">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
