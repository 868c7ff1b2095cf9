import { useTranslation } from 'react-i18next';
import MessageSquareQuote from 'lucide-react/icons/message-square-quote';
import { AboutDataLink } from '../../../components/ui/about-data-link';
import { TaggedNote } from '../../../components/ui/tagged-note';

/**
 * The visible "Editors' take" label on what no source backs (texts, tier, badges): what it
 * covers (docs/game-data.md, "Ours"). The page header says when the weapon was last edited.
 */
export function EditorsTake({
  what,
  className,
}: {
  /** What the label covers, one short sentence. */
  what: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const tag = (
    <span className="inline-flex items-center gap-1 rounded border border-line-strong px-1.5 py-px font-semibold text-fg">
      <MessageSquareQuote size={12} aria-hidden="true" />
      {t('weapons.opinion.label')}
    </span>
  );
  return (
    <TaggedNote testId="editors-take" align="center" tag={tag} className={className}>
      {what} · <AboutDataLink section="opinions" />
    </TaggedNote>
  );
}
