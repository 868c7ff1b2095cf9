import { useTranslation } from 'react-i18next';
import { pathTo } from '@dfwiki/shared';
import Flag from 'lucide-react/icons/flag';
import { ButtonLink } from '../../../components/ui/button';
import { TranslatedList } from '../../../components/ui/translated-list';

/** How a reader reports a wrong fact today: the steps, then the way to the Contribute page. */
export function ReportFact() {
  const { t } = useTranslation();
  return (
    <section
      id="report"
      aria-labelledby="report-title"
      className="mt-12 scroll-mt-20 rounded-xl border border-line bg-sunken p-5 sm:p-6"
    >
      <div className="flex items-center gap-2.5">
        <Flag size={22} aria-hidden="true" className="shrink-0 text-accent theme-contrast:text-link" />
        <h2 id="report-title" className="text-xl font-bold">
          {t('dataSources.report.title')}
        </h2>
      </div>
      <p className="mt-2 max-w-3xl text-fg-muted">{t('dataSources.report.body')}</p>
      <TranslatedList
        i18nKey="dataSources.report.steps"
        ordered
        className="mt-3 max-w-3xl list-decimal space-y-2 pl-5 text-sm"
      />
      <ButtonLink to={pathTo('contribute')} className="mt-5">
        {t('dataSources.report.link')}
      </ButtonLink>
    </section>
  );
}
