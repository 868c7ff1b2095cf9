import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { rarityColor } from '@dfwiki/shared';
import { Table, TBody, Td, Th, THead, Tr } from '../../../components/ui/table';
import type { PriceUpdater } from '../hooks/use-price-updater';

/** Current Prices (Reference) of the selected map: Card, Rarity, Current Price. */
export function ReferencePricesTable({ updater }: { updater: PriceUpdater }) {
  const { t, i18n } = useTranslation();
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const cards = useMemo(
    () => [...updater.mapCards].sort((a, b) => a.name.localeCompare(b.name)),
    [updater.mapCards],
  );
  return (
    <section className="mt-8" aria-labelledby="reference-prices">
      <h2 id="reference-prices" className="mb-3 text-lg font-bold">
        {t('admin.updater.reference')}
      </h2>
      {updater.cardsLoading ? (
        <p className="text-sm text-fg-muted">{t('admin.updater.loading')}</p>
      ) : cards.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('admin.updater.noCards')}</p>
      ) : (
        <Table label={t('admin.updater.reference')}>
          <THead>
            <tr>
              <Th>{t('admin.updater.card')}</Th>
              <Th className="hidden sm:table-cell">{t('admin.updater.rarity')}</Th>
              <Th className="text-right">{t('admin.updater.currentPrice')}</Th>
            </tr>
          </THead>
          <TBody>
            {cards.map((card) => (
              <Tr key={card.id}>
                <Td className="font-medium">
                  <span className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="size-3 shrink-0 rounded-full sm:hidden"
                      style={{ backgroundColor: rarityColor(card.rarity_id) }}
                    />
                    {card.name}
                  </span>
                </Td>
                <Td className="hidden sm:table-cell">
                  <span className="inline-flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="size-3 rounded-full"
                      style={{ backgroundColor: rarityColor(card.rarity_id) }}
                    />
                    {card.rarity.name}
                  </span>
                </Td>
                <Td className="text-right tabular-nums">{number.format(card.card_value)}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </section>
  );
}
