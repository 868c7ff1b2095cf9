import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeptHtml } from '../../../take-over/kept-html';
import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import type { Weapon } from '@dfwiki/shared';
import { EditorsTake } from './editors-take';
import { formatDay } from '../../../lib/format-day';
import { shortSource } from '../../../lib/source-label';
import { WeaponFacts } from './weapon-facts';
import { WeaponTtkLevels } from './weapon-ttk-levels';
import { useEngineInputs } from '../../../lib/queries/gear';
import { SuggestCorrection } from '../../../components/corrections/suggest-correction';

/** The market price with its day and source (the stats carry their own, WeaponFacts). */
function PriceProvenance({ weapon }: { weapon: Weapon }) {
  const { t, i18n } = useTranslation();
  if (weapon.market_price === null || !weapon.market_price_as_of) return null;
  return (
    <p
      className="mt-4 text-xs break-words text-fg-muted"
      data-testid="weapon-provenance"
      title={weapon.market_price_source ?? undefined}
    >
      {t('weapons.provenance.price', {
        price: new Intl.NumberFormat(i18n.language).format(weapon.market_price),
        date: formatDay(weapon.market_price_as_of, i18n.language),
        source: weapon.market_price_source ? shortSource(t, weapon.market_price_source) : '—',
      })}
    </p>
  );
}

/** Detailed Stats: the figures by provenance, TTK per armour level (the engine's), then the editors' overview, pros and cons. */
export function WeaponStatsTab({ weapon }: { weapon: Weapon }) {
  const { t } = useTranslation();
  // The engine's inputs (rounds, armour, damage models) for the TTK per level: read here and
  // declared with the weapon, so an editor's change of the gear reaches the kept HTML below.
  const { inputs } = useEngineInputs();
  // Nothing here but the weapon's figures and text: the server's HTML stays until the weapon or
  // the gear changes. The figures' card heading holds a control, so it stays outside the kept blocks.
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <StatsCard
        id="stats-core"
        title={t('weapons.facts.title')}
        action={
          <SuggestCorrection
            subject={{ entity: 'weapon', id: weapon.id, name: weapon.name, values: weapon }}
          />
        }
      >
        <KeptHtml data={weapon}>
          {(weapon) => (
            <>
              <WeaponFacts weapon={weapon} />
              <PriceProvenance weapon={weapon} />
            </>
          )}
        </KeptHtml>
      </StatsCard>
      {/* `contents`: the cards inside are the grid's own items. */}
      <KeptHtml data={[weapon, inputs]} className="contents">
        {([weapon, inputs]) => (
          <>
            <StatsCard id="stats-ttk" title={t('weapons.stats.ttk')}>
              <WeaponTtkLevels weapon={weapon} inputs={inputs} />
            </StatsCard>
            <EditorsTake what={t('weapons.opinion.section')} className="lg:col-span-2" />
            {weapon.overview && (
              <section aria-labelledby="stats-overview" className="lg:col-span-2">
                <h2 id="stats-overview" className="mb-2 text-lg font-bold">
                  {t('weapons.stats.overview')}
                </h2>
                <p className="leading-7 text-fg-muted">{weapon.overview}</p>
              </section>
            )}
            <ProsCons title={t('weapons.stats.pros')} items={weapon.pros} positive />
            <ProsCons title={t('weapons.stats.cons')} items={weapon.cons} />
          </>
        )}
      </KeptHtml>
    </div>
  );
}

/** One card of the tab; named by its heading when it has an id; `action` sits beside the heading. */
function StatsCard({
  id,
  title,
  action,
  children,
}: {
  id?: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className={action ? 'text-lg font-bold' : 'mb-3 text-lg font-bold'}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className="rounded-xl border border-card-line bg-card p-5 text-card-fg">
      {action ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

function ProsCons({
  title,
  items,
  positive = false,
}: {
  title: string;
  items: Weapon['pros'];
  positive?: boolean;
}) {
  const { t } = useTranslation();
  const Icon = positive ? Check : Minus;
  return (
    <StatsCard title={title}>
      {items.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('weapons.stats.none')}</p>
      ) : (
        <ul className="space-y-2">
          {items.map((item) => (
            <li key={item.attribute_text} className="flex gap-2 text-sm">
              <Icon
                size={18}
                aria-hidden="true"
                className={positive ? 'shrink-0 text-positive' : 'shrink-0 text-negative'}
              />
              {item.attribute_text}
            </li>
          ))}
        </ul>
      )}
    </StatsCard>
  );
}
