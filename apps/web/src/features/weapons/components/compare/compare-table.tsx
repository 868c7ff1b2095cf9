import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Trophy from 'lucide-react/icons/trophy';
import { pathTo } from '@dfwiki/shared';
import { PrefetchLink } from '../../../../components/layout/prefetch-link';
import { cx } from '../../../../lib/cx';
import { numberFormat } from '../weapon-stat-values';
import type { CompareModel, StatGroup, TtkCell } from './compare-model';
import { useFactValue, useProvenanceText } from '../fact-text';
import { OriginalName } from '../../../../components/ui/original-name';

const LINK = 'df-link underline-offset-2';
const LABEL_CELL = 'sticky left-0 z-10 bg-card py-2 pr-3 text-left align-top font-medium';

/** A cell of one weapon's figure; the best of its row is marked in words too, not by colour alone. */
function Cell({ best, children }: { best: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <td
      className={cx('px-2 py-2 text-right align-top tabular-nums', best && 'font-bold text-positive')}
      data-best={best || undefined}
    >
      {best && <Trophy size={14} aria-hidden="true" className="mr-1 inline-block align-[-2px]" />}
      {children}
      {best && <span className="sr-only"> ({t('weapons.compare.best')})</span>}
    </td>
  );
}

/** A row naming a part of the table, across every column. */
function GroupRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr className="border-t-2 border-line-strong">
      <th scope="colgroup" colSpan={span} className="pt-4 pb-1 text-left text-sm font-bold">
        {children}
      </th>
    </tr>
  );
}

function ProvenanceRow({ group }: { group: StatGroup }) {
  const { t } = useTranslation();
  const said = useProvenanceText();
  return (
    <tr className="text-xs text-fg-muted" data-testid={`compare-source-${group.id}`}>
      <th scope="row" className={cx(LABEL_CELL, 'font-normal')}>
        {t('weapons.compare.source')}
      </th>
      {group.provenance.map((p, i) => (
        <td
          key={i}
          className="px-2 py-1 text-right align-top"
          title={p.kind === 'sourced' ? p.source : undefined}
        >
          {said(p)}
        </td>
      ))}
    </tr>
  );
}

function TtkValue({ cell }: { cell: TtkCell | null }) {
  const { t, i18n } = useTranslation();
  if (!cell) return <>{t('weapons.na')}</>;
  return (
    <>
      {t('weapons.units.seconds', { value: numberFormat(i18n.language, 3)(cell.chest.seconds) })}
      <span className="block text-xs font-normal text-fg-muted">
        {t('ttk.shots', { count: cell.chest.shots })} ·{' '}
        <PrefetchLink to={pathTo('round', { roundId: cell.round.id })} className="text-link underline">
          {cell.round.name ?? cell.round.name_cn}
        </PrefetchLink>
        <OriginalName original={cell.round.name_cn} translated={cell.round.name_is_ours} />
      </span>
    </>
  );
}

/**
 * The weapons side by side, a column each (the page's weapon first): the sourced figures with
 * each group's sources, time to kill against each armour level, and the build counts. The label
 * column stays in view while a phone scrolls the table sideways.
 */
export function CompareTable({ model }: { model: CompareModel }) {
  const { t } = useTranslation();
  const figure = useFactValue().shown;
  const span = model.weapons.length + 1;
  return (
    <div className="relative overflow-x-auto" data-testid="compare-table">
      {/* Two weapons fit a phone; more scroll sideways, each column keeping a readable width. */}
      <table className={cx('w-full text-sm', model.weapons.length > 2 && 'min-w-[30rem]')}>
        <caption className="sr-only">
          {t('weapons.compare.caption', { names: model.weapons.map((w) => w.name).join(', ') })}
        </caption>
        <thead>
          <tr>
            <td className={LABEL_CELL} />
            {model.weapons.map((w, i) => (
              <th key={w.id} scope="col" className="min-w-24 px-2 py-2 text-right align-bottom font-bold">
                {i === 0 ? (
                  w.name
                ) : (
                  <PrefetchLink to={pathTo('weapon', { weaponNameId: w.slug })} className={LINK}>
                    {w.name}
                  </PrefetchLink>
                )}
                <span className="block text-xs font-normal text-fg-muted">{w.category.name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.groups.map((group) => (
            <GroupRows key={group.id} group={group} span={span} figure={figure} />
          ))}
          <GroupRow span={span}>{t('weapons.compare.ttk')}</GroupRow>
          {model.ttk === null ? (
            <tr>
              <td colSpan={span} className="py-2 text-fg-muted">
                {t('weapons.ttkLevels.loading')}
              </td>
            </tr>
          ) : (
            model.ttk.rows.map((row) => (
              <tr key={row.level} className="border-t border-line" data-testid="compare-ttk-row">
                <th scope="row" className={LABEL_CELL}>
                  {row.level === 0
                    ? t('weapons.ttkLevels.none')
                    : t('weapons.ttkLevels.level', { level: row.level })}
                </th>
                {row.cells.map((cell, i) => (
                  <Cell key={i} best={row.best.includes(i)}>
                    {model.ttk!.modelled[i] ? <TtkValue cell={cell} /> : t('ttk.notModelled')}
                  </Cell>
                ))}
              </tr>
            ))
          )}
          <GroupRow span={span}>{t('weapons.compare.community')}</GroupRow>
          <tr className="border-t border-line">
            <th scope="row" className={LABEL_CELL}>
              {t('weapons.compare.builds')}
            </th>
            {model.builds.map((count, i) => (
              <Cell key={i} best={false}>
                {count}
              </Cell>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function GroupRows({
  group,
  span,
  figure,
}: {
  group: StatGroup;
  span: number;
  figure: ReturnType<typeof useFactValue>['shown'];
}) {
  const { t } = useTranslation();
  return (
    <>
      <GroupRow span={span}>{t(`weapons.facts.groups.${group.id}`)}</GroupRow>
      {group.rows.map((row) => (
        <tr key={row.fact} className="border-t border-line" data-testid={`compare-${row.fact}`}>
          <th scope="row" className={LABEL_CELL}>
            {t(`weapons.facts.stat.${row.fact}`)}
          </th>
          {row.values.map((value, i) => (
            <Cell key={i} best={row.best.includes(i)}>
              {figure(row.fact, value)}
            </Cell>
          ))}
        </tr>
      ))}
      <ProvenanceRow group={group} />
    </>
  );
}
