import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAMPLE_PRICE_SOURCE, currentValue, type Keycard, type PriceRange } from '@dfwiki/shared';
import { AboutDataLink } from '../../../components/ui/about-data-link';
import { Modal } from '../../../components/ui/modal';
import { useFormatters } from '../hooks/use-formatters';
import { PriceHistoryChart } from './price-history-chart';
import { PriceHistoryTable } from './price-history-table';
import { RangeSwitch } from './range-switch';

export function KeycardHistoryModal({ card, onClose }: { card: Keycard | null; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const [range, setRange] = useState<PriceRange>('all');
  return (
    <Modal
      open={card !== null}
      onClose={onClose}
      size="lg"
      title={card ? t('keycards.history.title', { name: card.name }) : ''}
      description={card ? card.map.name : undefined}
      closeFooter
    >
      {card && (
        <div className="space-y-5">
          <div className="space-y-1">
            <p className="text-base">
              {t('keycards.history.current')}:{' '}
              <strong className="text-lg tabular-nums">{f.num(currentValue(card))}</strong>
            </p>
            <p className="text-sm text-fg-muted break-words" data-testid="price-source">
              <PriceOrigin card={card} /> <AboutDataLink />
            </p>
            {card.price_history.length > 0 && (
              <p className="text-xs text-fg-muted">{t('keycards.history.about')}</p>
            )}
          </div>
          <section aria-labelledby="kc-chart-title" className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id="kc-chart-title" className="font-semibold">
                {t('keycards.chart.title')}
              </h3>
              <RangeSwitch value={range} onChange={setRange} />
            </div>
            <PriceHistoryChart id={card.id} name={card.name} range={range} />
          </section>
          <section aria-labelledby="kc-history-title" className="space-y-3">
            <h3 id="kc-history-title" className="font-semibold">
              {t('keycards.history.lastChanges')}
            </h3>
            <PriceHistoryTable history={card.price_history} />
          </section>
        </div>
      )}
    </Modal>
  );
}

/** Who gave the card's price and of which day: a source, an editor, the example preset, or none. */
function PriceOrigin({ card }: { card: Keycard }) {
  const { t } = useTranslation();
  const f = useFormatters();
  if (!card.price_as_of) return <>{t('keycards.history.noSource')}</>;
  const date = f.date(`${card.price_as_of}T12:00:00Z`);
  if (card.price_source === EXAMPLE_PRICE_SOURCE) return <>{t('keycards.history.examplePrice', { date })}</>;
  if (card.price_source) return <>{t('keycards.history.priceSource', { date, source: card.price_source })}</>;
  return <>{t('keycards.history.editorPrice', { date })}</>;
}
