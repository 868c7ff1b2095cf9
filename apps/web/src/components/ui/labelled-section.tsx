import type { HTMLAttributes, ReactNode } from 'react';

interface LabelledSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading's id, which names the section for assistive technology. */
  headingId: string;
  title: ReactNode;
  titleClassName: string;
  /** A line under the heading. */
  intro?: ReactNode;
  introClassName?: string;
}

/** A section named by its own h2, optionally with a line of text under the heading. */
export function LabelledSection({
  headingId,
  title,
  titleClassName,
  intro,
  introClassName,
  children,
  ...rest
}: LabelledSectionProps) {
  return (
    <section aria-labelledby={headingId} {...rest}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {intro !== undefined && <p className={introClassName}>{intro}</p>}
      {children}
    </section>
  );
}
