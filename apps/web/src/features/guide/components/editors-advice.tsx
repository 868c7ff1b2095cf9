import { useTranslation } from 'react-i18next';
import MessageSquareQuote from 'lucide-react/icons/message-square-quote';
import { AboutDataLink } from '../../../components/ui/about-data-link';
import { TaggedNote } from '../../../components/ui/tagged-note';

/**
 * Advice paragraphs under a visible "Editors' advice" label: what the editors suggest, as opposed
 * to what the game or the rotation data say (the same tag as the weapons' "Editors' take").
 */
export function EditorsAdvice({ paragraphs }: { paragraphs: readonly string[] }) {
  const { t } = useTranslation();
  if (!paragraphs.length) return null;
  const tag = (
    <span className="inline-flex items-center gap-1 rounded border border-line-strong px-1.5 py-px font-semibold text-fg">
      <MessageSquareQuote size={12} aria-hidden="true" />
      {t('guide.advice.label')}
    </span>
  );
  return (
    <div data-testid="guide-advice" className="mt-6 border-l-2 border-line-strong pl-4">
      <TaggedNote testId="editors-advice" align="center" tag={tag}>
        {t('guide.advice.what')} · <AboutDataLink section="opinions" />
      </TaggedNote>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}
