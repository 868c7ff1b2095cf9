import { useTranslation } from 'react-i18next';
import { pathTo, type Round } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { GridLine } from '../../../components/ui/chart';
import { useGearFormat, roundTitle } from './gear-format';
import { CHART, factorY, LEVELS, levelX, placeRounds, Y_TICKS } from './ammo-chart-layout';

/** Rounds by penetration level (x) against flesh damage factor (y); each point links to its round. */
export function AmmoChart({ rounds }: { rounds: readonly Round[] }) {
  const { t } = useTranslation();
  const f = useGearFormat();
  const points = placeRounds(rounds);
  const bottom = CHART.height - CHART.bottom;
  return (
    <figure className="rounded-xl border border-card-line bg-card p-3 text-card-fg" data-testid="ammo-chart">
      <div className="overflow-x-auto">
        <svg
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          className="h-auto w-full min-w-[520px]"
          role="group"
          aria-labelledby="ammo-chart-caption"
        >
          {Y_TICKS.map((tick) => (
            <GridLine
              key={tick}
              x1={CHART.left}
              x2={CHART.width - CHART.right}
              y={factorY(tick)}
              label={`${f.decimal(tick)}×`}
            />
          ))}
          {LEVELS.slice(1).map((level) => (
            <line
              key={level}
              aria-hidden="true"
              x1={levelX(level - 0.5)}
              x2={levelX(level - 0.5)}
              y1={CHART.top}
              y2={bottom}
              className="stroke-line"
            />
          ))}
          {LEVELS.map((level) => (
            <text
              key={level}
              aria-hidden="true"
              x={levelX(level)}
              y={bottom + 16}
              textAnchor="middle"
              className="fill-fg-muted text-[12px]"
            >
              {level}
            </text>
          ))}
          <text
            aria-hidden="true"
            x={(CHART.left + CHART.width - CHART.right) / 2}
            y={CHART.height - 4}
            textAnchor="middle"
            className="fill-fg-muted text-[12px]"
          >
            {t('gear.chart.xAxis')}
          </text>
          {/* About a hundred links: their look comes from the group (.df-chart-points), not a class each. */}
          <g className="df-chart-points">
            {points.map(({ round, x, y }) => (
              // One text is the point's name and the tooltip a mouse shows: an SVG link takes its
              // name from its <title> (a label beside it would send each of the hundred names twice).
              <PrefetchLink key={round.id} to={pathTo('round', { roundId: round.id })}>
                <title>
                  {t('gear.chart.point', {
                    name: roundTitle(round),
                    level: round.penetration_level,
                    factor: f.factor(round.flesh_damage_factor!),
                  })}
                </title>
                <circle cx={x} cy={y} r={4} />
              </PrefetchLink>
            ))}
          </g>
        </svg>
      </div>
      <figcaption id="ammo-chart-caption" className="mt-2 text-xs text-fg-muted">
        {t('gear.chart.caption')}
      </figcaption>
    </figure>
  );
}
