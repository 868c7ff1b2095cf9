import type { HTMLAttributes, ReactNode } from 'react';

interface LabelledSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading's id, which names the section for assistive technology. */
  headingId: string;
  title: ReactNode;
  titleClassName: string;
  /** What stands under the heading, before the children (a line of text). */
  intro?: ReactNode;
}

/** A section named by its own h2, optionally with a line of text under the heading. */
export function LabelledSection({
  headingId,
  title,
  titleClassName,
  intro,
  children,
  ...rest
}: LabelledSectionProps) {
  return (
    <section aria-labelledby={headingId} {...rest}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {intro}
      {children}
    </section>
  );
}
