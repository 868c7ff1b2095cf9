import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import GitCompare from 'lucide-react/icons/git-compare';
import { parseCompareWith, type Weapon } from '@dfwiki/shared';
import { EmptyState } from '../../../../components/ui/empty-state';
import { AboutDataLink } from '../../../../components/ui/about-data-link';
import { ModelProvenance } from '../../../../components/ui/model-provenance';
import { useEngineInputs } from '../../../../lib/queries/gear';
import { comparedWeaponQuery, useWeapons } from '../../../../lib/queries/weapons';
import { KeptHtml } from '../../../../take-over/kept-html';
import { compareModel } from './compare-model';
import { ComparePicker } from './compare-picker';
import { CompareTable } from './compare-table';

export interface ComparedWeapons {
  found: Weapon[];
  /** Slugs of the address that no weapon answers to. */
  missing: string[];
}

/** The weapons a `?with=` value names besides `weapon` (none while it loads), loaded. */
export function useComparedWeapons(weapon: Weapon | undefined, withParam: string | null): ComparedWeapons {
  const slugs = weapon ? parseCompareWith(withParam, weapon.slug) : [];
  const reads = useQueries({ queries: slugs.map((slug) => comparedWeaponQuery(slug)) });
  const found = reads.flatMap((r) => (r.data && r.data.id !== weapon?.id ? [r.data] : []));
  const missing = slugs.filter((_, i) => reads[i].data === null);
  return { found, missing };
}

/** The page's title: the weapon's name, with the weapons it is compared with. */
export const compareTitle = (weapon: Weapon, others: readonly Weapon[]) =>
  [weapon, ...others].map((w) => w.name).join(' vs ');

/**
 * Compare: the page's weapon beside up to three others, chosen by links that keep the choice in
 * the address (?tab=compare&with=a,b), so the server renders a shared comparison whole.
 */
export function CompareTab({ weapon, compared }: { weapon: Weapon; compared: ComparedWeapons }) {
  const { t } = useTranslation();
  const { data: list } = useWeapons();
  const { inputs } = useEngineInputs();
  const { found, missing } = compared;
  return (
    <>
      <ComparePicker weapon={weapon} chosen={found} list={list} />
      {missing.length > 0 && (
        <p role="status" className="mb-4 text-sm text-fg-muted" data-testid="compare-missing">
          {t('weapons.compare.missing', { slugs: missing.join(', ') })}
        </p>
      )}
      {found.length === 0 ? (
        <EmptyState
          icon={<GitCompare size={36} />}
          title={t('weapons.compare.emptyTitle', { name: weapon.name })}
          description={t('weapons.compare.emptyText')}
        />
      ) : (
        <section
          aria-labelledby="compare-table"
          className="rounded-xl border border-card-line bg-card p-4 text-card-fg"
        >
          <h2 id="compare-table" className="sr-only">
            {t('weapons.compare.tableTitle')}
          </h2>
          {/* Only figures: the server's HTML stays until a weapon or the gear changes. */}
          <KeptHtml data={[inputs, weapon, ...found]}>
            {([inputs, ...weapons]) => <CompareTable model={compareModel(weapons, inputs)} />}
          </KeptHtml>
          <p className="mt-3 text-xs text-fg-muted">{t('weapons.compare.note')}</p>
          {inputs && <ModelProvenance rounds={inputs.rounds} armor={inputs.armor} />}
          <p className="mt-2 text-xs">
            <AboutDataLink section="sources" />
          </p>
        </section>
      )}
    </>
  );
}
