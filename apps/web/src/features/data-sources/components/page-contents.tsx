import { useTranslation } from 'react-i18next';
import { FACT_KINDS } from '../data/fact-kinds';

/** The page's parts as a row of jump links, so a phone reader gets to the one they need. */
export function PageContents() {
  const { t } = useTranslation();
  const parts = [
    { anchor: 'labels', label: t('dataSources.labels.title') },
    { anchor: 'sources', label: t('dataSources.list.title') },
    ...FACT_KINDS.map((kind) => ({ anchor: kind.anchor, label: t(`dataSources.kinds.${kind.id}.title`) })),
    { anchor: 'report', label: t('dataSources.report.title') },
  ];
  return (
    <nav aria-label={t('dataSources.onThisPage')} className="mb-10">
      <ul className="flex flex-wrap gap-2">
        {parts.map((part) => (
          <li key={part.anchor}>
            <a
              href={`#${part.anchor}`}
              className="inline-block rounded-full border border-line px-3 py-1 text-sm text-fg-muted hover:bg-hover hover:text-fg"
            >
              {part.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
