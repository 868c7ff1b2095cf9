import { useTranslation } from 'react-i18next';
import { OpinionNote } from '../../../components/ui/opinion-note';

/**
 * The visible "Editors' take" label on what no source backs (texts, badges): what it
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
  return (
    <OpinionNote label={t('weapons.opinion.label')} what={what} testId="editors-take" className={className} />
  );
}
