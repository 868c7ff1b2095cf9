import { useTranslation } from 'react-i18next';
import { AboutDataLink } from '../../../components/ui/about-data-link';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ModelProvenance } from '../../../components/ui/model-provenance';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { pageLoader } from '../../../lib/page-loader';
import { engineInputQueries } from '../../../lib/queries/gear';
import { FightSide } from '../components/fight-side';
import { TargetSetup } from '../components/target-setup';
import { useCalculator } from '../hooks/use-calculator';

/**
 * /wiki/ttk-calculator: one fight set up by the reader (weapon, round, target armour, zones,
 * distance), worked out in the page by the shared engine, with a second weapon to compare. Every
 * choice is in the URL, so the server renders the result a shared link describes.
 */
export const pageData = pageLoader(engineInputQueries);

export default function TtkCalculatorPage() {
  const { t } = useTranslation();
  const { gear, state, view, choose, pending, failed, retry } = useCalculator();
  return (
    <>
      <PageHeader texts="calculator" />
      <p className="-mt-4 mb-6 text-sm text-fg-muted">
        {t('calculator.about')} {t('calculator.leftOut')} <AboutDataLink section="sources" />
      </p>
      {pending ? (
        <div className="flex justify-center py-24">
          <Spinner size="lg" />
        </div>
      ) : failed || !gear || !state || !view ? (
        <EmptyState
          title={t('calculator.loadError')}
          action={<Button onClick={retry}>{t('calculator.retry')}</Button>}
        />
      ) : (
        <>
          <TargetSetup armor={gear.armor} state={state} bands={view.bands} choose={choose} />
          <div className="grid gap-6 lg:grid-cols-2">
            <FightSide
              which="first"
              weapons={gear.weapons}
              side={state.first}
              outcome={view.sides[0]!.outcome}
              choose={choose}
            />
            <FightSide
              which="second"
              weapons={gear.weapons}
              side={state.second}
              outcome={view.sides[1]?.outcome ?? null}
              choose={choose}
            />
          </div>
          <div className="mt-4">
            <ModelProvenance rounds={gear.rounds} armor={gear.armor} />
          </div>
        </>
      )}
    </>
  );
}
