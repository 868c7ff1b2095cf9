import { useTranslation } from 'react-i18next';
import type { ItemPriceSeries } from '@dfwiki/shared';
import { ChartDataTable, ChartSvg } from '../../../components/ui/chart';
import { useItemFormat } from './use-item-format';

const W = 640;
const H = 220;
const PAD = { left: 64, right: 12, top: 12, bottom: 28 };
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * One state's market prices over time, drawn on the server: one line per source (a series never
 * joins two sources), a step line because a price holds until the next point. The numbers are
 * also a table for screen readers.
 */
export function ItemPriceChart({ series, name }: { series: readonly ItemPriceSeries[]; name: string }) {
  const { t } = useTranslation();
  const f = useItemFormat();
  const points = series.flatMap((s) => s.points);
  if (points.length === 0) return null;
  const days = points.map(([d]) => dayNumber(d));
  const prices = points.map(([, p]) => p);
  const [d0, d1] = [Math.min(...days), Math.max(...days)];
  const [p0, p1] = [Math.min(...prices), Math.max(...prices)];
  const x = (day: string) =>
    PAD.left + ((dayNumber(day) - d0) / Math.max(1, d1 - d0)) * (W - PAD.left - PAD.right);
  const y = (p: number) => H - PAD.bottom - ((p - p0) / Math.max(1, p1 - p0)) * (H - PAD.top - PAD.bottom);
  const path = (s: ItemPriceSeries) =>
    s.points.map(([d, p], i) => (i === 0 ? `M${x(d)},${y(p)}` : `H${x(d)}V${y(p)}`)).join('');
  const first = points.reduce((a, b) => (a[0] < b[0] ? a : b))[0];
  const last = points.reduce((a, b) => (a[0] > b[0] ? a : b))[0];
  const title = t('items.chart.title', { name });
  return (
    <figure className="overflow-x-auto rounded-xl border border-line bg-surface p-3">
      <ChartSvg width={W} height={H} title={title} testId="item-price-chart">
        {[p0, (p0 + p1) / 2, p1].map((p) => (
          <g key={p}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(p)}
              y2={y(p)}
              className="stroke-line"
              strokeDasharray="3 3"
            />
            <text x={PAD.left - 6} y={y(p) + 4} textAnchor="end" className="fill-fg-muted text-[11px]">
              {f.int(p)}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={H - 8} className="fill-fg-muted text-[11px]">
          {f.day(first)}
        </text>
        <text x={W - PAD.right} y={H - 8} textAnchor="end" className="fill-fg-muted text-[11px]">
          {f.day(last)}
        </text>
        {series.map((s, i) => (
          <g key={s.source}>
            <path
              d={path(s)}
              fill="none"
              strokeWidth={2}
              className={i === 0 ? 'stroke-fg-muted' : 'stroke-accent theme-contrast:stroke-link'}
            />
            {s.points.length === 1 && (
              <circle
                cx={x(s.points[0]![0])}
                cy={y(s.points[0]![1])}
                r={4}
                className={i === 0 ? 'fill-fg-muted' : 'fill-accent theme-contrast:fill-link'}
              />
            )}
          </g>
        ))}
      </ChartSvg>
      <figcaption className="mt-2 text-xs text-fg-muted">
        <ul className="space-y-1">
          {series.map((s, i) => (
            <li key={s.source}>
              <span
                aria-hidden="true"
                className={`mr-2 inline-block h-0.5 w-4 align-middle ${i === 0 ? 'bg-fg-muted' : 'bg-accent'}`}
              />
              {t(`items.chart.kind.${s.kind}`)} ·{' '}
              {t('items.chart.range', {
                from: f.day(s.points[0]![0]),
                to: f.day(s.points.at(-1)![0]),
                count: s.points.length,
              })}{' '}
              · {s.source}
            </li>
          ))}
        </ul>
      </figcaption>
      <ChartDataTable
        caption={title}
        columns={[
          {
            header: t('items.chart.day'),
            cell: (r: { day: string; price: number; source: string }) => f.day(r.day),
          },
          { header: t('items.columns.price'), cell: (r) => f.int(r.price) },
          { header: t('items.chart.source'), cell: (r) => r.source },
        ]}
        rows={series.flatMap((s) => s.points.map(([day, price]) => ({ day, price, source: s.source })))}
        rowKey={(r, i) => `${r.source}-${r.day}-${i}`}
      />
    </figure>
  );
}
