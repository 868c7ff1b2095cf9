import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { priceSeries, type PriceChange, type PriceRange } from '@dfwiki/shared';
import { ChartDataTable, ChartSvg, GridLine } from '../../../components/ui/chart';
import { useElementWidth } from '../../../lib/use-element-width';
import { useFormatters } from '../hooks/use-formatters';

const HEIGHT = 240;
const PAD = { top: 16, right: 20, bottom: 30, left: 64 };

export interface PriceChartProps {
  history: readonly PriceChange[];
  range: PriceRange;
  name: string;
}

/** Hand-drawn SVG line chart of a keycard's price over time (lazy-loaded by the History modal). */
export default function PriceChart({ history, range, name }: PriceChartProps) {
  const { t, i18n } = useTranslation();
  const f = useFormatters();
  const [ref, width] = useElementWidth<HTMLDivElement>(560);
  const series = useMemo(() => priceSeries(history, range), [history, range]);
  const compact = useMemo(
    () => new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 }),
    [i18n.language],
  );

  if (series.points.length === 0 || series.min === null || series.max === null) {
    return (
      <p className="rounded-lg border border-dashed border-line-strong p-6 text-center text-sm text-fg-muted">
        {t('keycards.chart.empty')}
      </p>
    );
  }
  const { points, min, max } = series;
  const from = series.from!;
  const to = series.to!;
  const spread = max - min || Math.max(1, max * 0.05);
  const lo = Math.max(0, min - spread * 0.1);
  const hi = max + spread * 0.1;
  const innerW = Math.max(40, width - PAD.left - PAD.right);
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (tms: number) => PAD.left + (to === from ? innerW / 2 : ((tms - from) / (to - from)) * innerW);
  const y = (v: number) => PAD.top + innerH - ((v - lo) / (hi - lo)) * innerH;
  // A step line: a price holds until the next recorded change (entries are change points).
  const line = points
    .map((p, i) =>
      i
        ? `H${x(p.t).toFixed(1)} V${y(p.value).toFixed(1)}`
        : `M${x(p.t).toFixed(1)},${y(p.value).toFixed(1)}`,
    )
    .join(' ');
  const area = `${line} L${x(to).toFixed(1)},${PAD.top + innerH} L${x(from).toFixed(1)},${PAD.top + innerH} Z`;
  const ticks = [max, (min + max) / 2, min].filter((v, i, all) => all.indexOf(v) === i);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const summary = t('keycards.chart.summary', {
    name,
    range: t(`keycards.chart.ranges.${range}`),
    first: f.num(first.value),
    last: f.num(last.value),
    min: f.num(min),
    max: f.num(max),
  });

  return (
    <div ref={ref} className="w-full">
      <p className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
        <span>
          <span className="text-fg-muted">{t('keycards.chart.min')}:</span>{' '}
          <strong className="tabular-nums">{f.num(min)}</strong>
        </span>
        <span>
          <span className="text-fg-muted">{t('keycards.chart.max')}:</span>{' '}
          <strong className="tabular-nums">{f.num(max)}</strong>
        </span>
      </p>
      <ChartSvg
        width={width}
        height={HEIGHT}
        title={summary}
        testId="price-chart"
        className="overflow-visible"
      >
        {ticks.map((v) => (
          <GridLine key={v} x1={PAD.left} x2={PAD.left + innerW} y={y(v)} label={compact.format(v)} />
        ))}
        <line
          x1={PAD.left}
          x2={PAD.left + innerW}
          y1={PAD.top + innerH}
          y2={PAD.top + innerH}
          className="stroke-line-strong"
        />
        <text
          x={x(from)}
          y={HEIGHT - 8}
          textAnchor={to === from ? 'middle' : 'start'}
          className="fill-fg-muted text-[11px]"
        >
          {f.shortDate(from)}
        </text>
        {to !== from && (
          <text x={x(to)} y={HEIGHT - 8} textAnchor="end" className="fill-fg-muted text-[11px]">
            {f.shortDate(to)}
          </text>
        )}
        <path d={area} className="fill-accent/15 theme-contrast:fill-transparent" />
        <path
          d={line}
          fill="none"
          className="stroke-accent theme-contrast:stroke-link"
          strokeWidth={2.5}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        {points.map((p, i) => {
          const extreme = p.value === min || p.value === max;
          return (
            <circle
              key={`${p.t}-${i}`}
              cx={x(p.t)}
              cy={y(p.value)}
              r={extreme || i === points.length - 1 ? 5 : 3.5}
              className={
                extreme ? 'fill-modal stroke-fg' : 'fill-accent stroke-modal theme-contrast:fill-link'
              }
              strokeWidth={2}
            />
          );
        })}
      </ChartSvg>
      <ChartDataTable
        caption={summary}
        columns={[
          { header: t('keycards.history.date'), cell: (p) => f.date(p.t) },
          { header: t('keycards.history.new'), cell: (p) => f.num(p.value) },
        ]}
        rows={points}
        rowKey={(p, i) => `${p.t}-${i}`}
      />
    </div>
  );
}
