import { useTranslation } from 'react-i18next';
import type { Weapon } from '@dfwiki/shared';
import { StatList } from '../../../components/ui/stat-list';
import { AboutDataLink } from '../../../components/ui/about-data-link';
import { factGroups, otherSourceFigures, type FactGroup } from './weapon-fact-groups';
import { formatDay } from '../../../lib/format-day';
import { shortSource } from '../../../lib/source-label';
import { useFactValue } from './fact-text';
import { EstimateBadge } from './estimate-badge';

/** Under a group (its heading names the stats): "Source: <short name>, as of <date>", or its DF Wiki label. */
function GroupProvenance({ group }: { group: FactGroup }) {
  const { t, i18n } = useTranslation();
  const { provenance } = group;
  if (provenance.kind === 'sourced')
    return (
      <p className="text-xs text-fg-muted" title={provenance.source} data-testid="facts-provenance">
        {t('weapons.facts.sourced', {
          source: shortSource(t, provenance.source),
          date: formatDay(provenance.asOf, i18n.language),
        })}
      </p>
    );
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-fg-muted" data-testid="facts-provenance">
      <EstimateBadge />
      {t(provenance.kind === 'ours' ? 'weapons.facts.ours' : 'weapons.facts.estimates')}
    </p>
  );
}

/** Figures other sources give where they differ from the ones shown ("Magazine 20: …, 9 Dec 2024"). */
function OtherSources({ weapon }: { weapon: Weapon }) {
  const { t, i18n } = useTranslation();
  const value = useFactValue();
  const figures = otherSourceFigures(weapon);
  if (!figures.length) return null;
  return (
    <section className="mt-4 border-t border-line pt-3" data-testid="other-sources">
      <h3 className="text-sm font-semibold">{t('weapons.facts.otherSources')}</h3>
      <p className="text-xs text-fg-muted">{t('weapons.facts.otherSourcesHint')}</p>
      <ul className="mt-1 space-y-0.5 text-xs text-fg-muted">
        {figures.map((f) => (
          <li key={`${f.stat}-${f.as_of}-${f.source}`} title={f.source}>
            {t('weapons.facts.older', {
              stat: t(`weapons.facts.stat.${f.fact}`),
              value: value.text(f.fact, f.value),
              source: shortSource(t, f.source),
              date: formatDay(f.as_of, i18n.language),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The weapon's figures in their provenance groups, each with its source and date or its label. */
export function WeaponFacts({ weapon }: { weapon: Weapon }) {
  const { t } = useTranslation();
  const value = useFactValue();
  return (
    <div data-testid="weapon-facts">
      <div className="space-y-4">
        {factGroups(weapon).map((group) => (
          <section key={group.id} aria-labelledby={`facts-${group.id}`} data-testid={`facts-${group.id}`}>
            <h3 id={`facts-${group.id}`} className="mb-2 text-sm font-semibold">
              {t(`weapons.facts.groups.${group.id}`)}
            </h3>
            <StatList
              stats={group.facts.map((f) => ({
                id: f.id,
                label: t(`weapons.facts.stat.${f.id}`),
                value: value.shown(f.id, f.value),
              }))}
              tile="sunken"
              className={
                group.provenance.kind === 'sourced'
                  ? 'grid grid-cols-2 gap-2 sm:grid-cols-3'
                  : 'grid grid-cols-2 gap-2 opacity-90 sm:grid-cols-3 [&>div]:border [&>div]:border-dashed [&>div]:border-line-strong'
              }
              valueClassName="text-base font-bold tabular-nums"
            />
            <div className="mt-1.5">
              <GroupProvenance group={group} />
            </div>
          </section>
        ))}
      </div>
      <OtherSources weapon={weapon} />
      <p className="mt-3 text-xs">
        <AboutDataLink section="sources" />
      </p>
    </div>
  );
}
