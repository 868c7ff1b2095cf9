import { useTranslation } from 'react-i18next';
import type { Round } from '@dfwiki/shared';
import { calculatorLink } from '../../../lib/calculator-link';
import { CalculatorButton } from '../components/calculator-button';
import { PageHeader } from '../../../components/ui/page-header';
import { SuggestCorrection } from '../../../components/corrections/suggest-correction';
import { GearDetail } from '../components/gear-detail';
import { roundTitle } from '../components/gear-format';
import { RoundArmourTable } from '../components/round-armour-table';
import { RoundFacts, RoundWeapons } from '../components/round-facts';
import { RoundNameNote } from '../components/round-name';
import { SourcesList } from '../components/sources-list';
import { GearProvenance } from '../components/gear-provenance';
import { pageLoader } from '../../../lib/page-loader';
import { roundQuery } from '../../../lib/queries/gear';

/** /wiki/ammo/{id}: every figure of one round, per armour level, its weapons and sources. */
export const pageData = pageLoader(({ params }) => [roundQuery(params.roundId ?? '')], {
  head: ({ params, read, t }) => {
    const round = read(roundQuery(params.roundId ?? ''));
    return round && { title: `${roundTitle(round)} · ${t('meta.round.title')}` };
  },
});

export default function RoundPage() {
  return <GearDetail kind="round" param="roundId" query={roundQuery} detail={RoundDetail} />;
}

function RoundDetail({ item: round }: { item: Round }) {
  const { t } = useTranslation();
  const title = roundTitle(round);
  return (
    <>
      <PageHeader
        className="mt-2"
        title={<span lang={round.name ? undefined : 'zh'}>{title}</span>}
        docTitle={title}
        eyebrow={t('gear.round.eyebrow')}
        actions={<SuggestCorrection subject={{ entity: 'ammo', id: round.id, name: title, values: round }} />}
        subtitle={
          <>
            {round.name && round.name_cn && round.name_cn !== round.name && (
              <span lang="zh">{round.name_cn}</span>
            )}
            <RoundNameNote round={round} />
          </>
        }
      />
      <RoundFacts round={round} />
      <GearProvenance item={round} />
      <section aria-labelledby="round-armour" className="mt-8">
        <h2 id="round-armour" className="mb-1 text-lg font-bold">
          {t('gear.round.armourTable')}
        </h2>
        {round.armor_damage_factor_by_level && (
          <p className="mb-3 text-sm text-fg-muted">
            {round.special_model ? t('gear.round.special') : t('gear.round.armourNote')}
          </p>
        )}
        <RoundArmourTable round={round} />
      </section>
      <section aria-labelledby="round-weapons" className="mt-8">
        <h2 id="round-weapons" className="mb-3 text-lg font-bold">
          {t('gear.round.weapons')}
        </h2>
        <RoundWeapons round={round} />
        {round.weapons[0] && (
          <CalculatorButton to={calculatorLink({ weapon: round.weapons[0].slug, round: round.id })}>
            {t('gear.round.calculatorLink')}
          </CalculatorButton>
        )}
      </section>
      <SourcesList sources={round.sources} />
    </>
  );
}
