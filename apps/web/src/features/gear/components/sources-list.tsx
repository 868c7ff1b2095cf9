import { useTranslation } from 'react-i18next';
import { AboutDataLink } from '../../../components/ui/about-data-link';

/** Where a round's or piece's figures were read: one line per source, then "About our data". */
export function SourcesList({ sources }: { sources: string[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="gear-sources" className="mt-8">
      <h2 id="gear-sources" className="text-lg font-bold">
        {t('gear.sources.title')}
      </h2>
      <ul
        className="mt-2 list-disc space-y-1 pl-5 text-sm break-words text-fg-muted"
        data-testid="gear-sources"
      >
        {sources.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        {t('gear.sources.note')} <AboutDataLink section="sources" />
      </p>
    </section>
  );
}
