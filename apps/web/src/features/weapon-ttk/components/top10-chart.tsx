import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TtkRow, TtkTier, TtkWeaponLike } from '@dfwiki/shared';
import { ChartDataTable, ChartSvg } from '../../../components/ui/chart';
import { useElementWidth } from '../../../lib/use-element-width';
import { useTtkFormat } from '../hooks/use-ttk-format';

const ROW = 30;
const BAR = 18;
const TIER_FILL: Record<TtkTier, string> = {
  S: 'fill-tier-s',
  A: 'fill-tier-a',
  B: 'fill-tier-b',
  C: 'fill-tier-c',
  D: 'fill-tier-d',
  'N/A': 'fill-badge',
};

/** Horizontal SVG bar chart of the fastest weapons (shorter bar = faster kill), coloured by tier. */
export function Top10Chart({
  rows,
  caption,
}: {
  rows: TtkRow<TtkWeaponLike & { id: number }>[];
  caption: string;
}) {
  const { t } = useTranslation();
  const fmt = useTtkFormat();
  const id = `top10-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [ref, width] = useElementWidth<HTMLDivElement>(480);
  if (rows.length === 0) return <p className="text-sm text-fg-muted">{t('ttk.top.empty')}</p>;

  // About 7.2 px per character at 12 px; long names are shortened (and clipped) on narrow screens.
  const longest = Math.max(...rows.map((r) => r.name.length));
  const labelW = Math.min(Math.round(width * 0.42), Math.round(longest * 7.2) + 12);
  const maxChars = Math.max(6, Math.floor((labelW - 12) / 7.2));
  const valueW = 64;
  const barMax = Math.max(20, width - labelW - valueW - 8);
  const slowest = Math.max(...rows.map((r) => r.ttk ?? 0)) || 1;
  const height = rows.length * ROW + 4;
  const summary = t('ttk.top.summary', {
    caption,
    list: rows.map((r, i) => `${i + 1}. ${r.name} ${fmt.seconds(r.ttk)}`).join(', '),
  });

  return (
    <div ref={ref} className="w-full">
      <ChartSvg width={width} height={height} title={summary} testId="top10-chart">
        <clipPath id={`${id}-clip`}>
          <rect x={0} y={0} width={labelW - 8} height={height} />
        </clipPath>
        {rows.map((row, i) => {
          const y = i * ROW + 2;
          const len = Math.max(2, ((row.ttk ?? 0) / slowest) * barMax);
          const name = row.name.length > maxChars ? `${row.name.slice(0, maxChars - 1)}…` : row.name;
          return (
            <g key={row.weapon.id}>
              <text
                x={0}
                y={y + ROW / 2}
                dy="0.32em"
                clipPath={`url(#${id}-clip)`}
                className="fill-fg text-[12px]"
              >
                {name !== row.name && <title>{row.name}</title>}
                {name}
              </text>
              <rect
                data-bar
                x={labelW}
                y={y + (ROW - BAR) / 2}
                width={len}
                height={BAR}
                rx={4}
                className={`${TIER_FILL[row.tier]} stroke-line-strong`}
                strokeWidth={0.5}
              />
              <text
                x={labelW + len + 6}
                y={y + ROW / 2}
                dy="0.32em"
                className="fill-fg text-[12px] font-semibold tabular-nums"
              >
                {fmt.seconds(row.ttk)}
              </text>
            </g>
          );
        })}
      </ChartSvg>
      <ChartDataTable
        caption={caption}
        columns={[
          { header: t('ttk.table.weapon'), cell: (row) => row.name },
          { header: t('ttk.table.ttk'), cell: (row) => fmt.seconds(row.ttk) },
          { header: t('ttk.table.rating'), cell: (row) => row.tier },
        ]}
        rows={rows}
        rowKey={(row) => row.weapon.id}
      />
    </div>
  );
}
