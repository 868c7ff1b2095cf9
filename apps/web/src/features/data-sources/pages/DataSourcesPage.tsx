// About our data (/wiki/data): every source of the wiki's game facts, and what the labels on
// unsourced facts mean. The product rule and the fact-by-fact table: docs/data-provenance.md.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { DataSection } from '../components/data-section';
import { FactKindCard } from '../components/fact-kind-card';
import { FactLabels } from '../components/fact-labels';
import { PageContents } from '../components/page-contents';
import { ReportFact } from '../components/report-fact';
import { SourceCard } from '../components/source-card';
import { FACT_KINDS } from '../data/fact-kinds';
import { DATA_SOURCES } from '../data/sources';

export default function DataSourcesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader texts="dataSources" className="mb-6" />
      <PageContents />
      <DataSection id="labels" title={t('dataSources.labels.title')} intro={t('dataSources.labels.intro')}>
        <FactLabels />
      </DataSection>
      <DataSection id="sources" title={t('dataSources.list.title')} intro={t('dataSources.list.intro')}>
        <ul className="grid gap-4 lg:grid-cols-2">
          {DATA_SOURCES.map((source) => (
            <li key={source.id}>
              <SourceCard source={source} />
            </li>
          ))}
        </ul>
        <div className="mt-6 max-w-3xl rounded-xl border border-line bg-sunken p-5">
          <h3 className="font-bold">{t('dataSources.onlyFacts.title')}</h3>
          <p className="mt-1 text-sm">{t('dataSources.onlyFacts.body')}</p>
        </div>
      </DataSection>
      <div className="mt-12 grid gap-4 md:grid-cols-2">
        {FACT_KINDS.map((kind) => (
          <FactKindCard key={kind.id} kind={kind} />
        ))}
      </div>
      <ReportFact />
    </>
  );
}
