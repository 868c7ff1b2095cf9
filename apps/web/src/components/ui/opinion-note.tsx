import MessageSquareQuote from 'lucide-react/icons/message-square-quote';
import { AboutDataLink } from './about-data-link';
import { TaggedNote } from './tagged-note';

/**
 * The visible label on the editors' opinion ("Editors' take", "Editors' advice"): the tag, what it
 * covers, and the link to what the wiki means by an opinion.
 */
export function OpinionNote({
  label,
  what,
  testId,
  className,
}: {
  label: string;
  /** What the label covers, one short sentence. */
  what: string;
  testId: string;
  className?: string;
}) {
  const tag = (
    <span className="inline-flex items-center gap-1 rounded border border-line-strong px-1.5 py-px font-semibold text-fg">
      <MessageSquareQuote size={12} aria-hidden="true" />
      {label}
    </span>
  );
  return (
    <TaggedNote testId={testId} align="center" tag={tag} className={className}>
      {what} · <AboutDataLink section="opinions" />
    </TaggedNote>
  );
}
