import { useTranslation } from 'react-i18next';
import { OpinionNote } from '../../../components/ui/opinion-note';

/**
 * Advice paragraphs under a visible "Editors' advice" label: what the editors suggest, as opposed
 * to what the game or the rotation data say (the same tag as the weapons' "Editors' take").
 */
export function EditorsAdvice({ paragraphs }: { paragraphs: readonly string[] }) {
  const { t } = useTranslation();
  if (!paragraphs.length) return null;
  return (
    <div data-testid="guide-advice" className="mt-6 border-l-2 border-line-strong pl-4">
      <OpinionNote label={t('guide.advice.label')} what={t('guide.advice.what')} testId="editors-advice" />
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}
