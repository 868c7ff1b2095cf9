import { useTranslation } from 'react-i18next';
import { LastEdited } from '../../../components/ui/last-edited';
import type { ArmorPiece, Round } from '@dfwiki/shared';
import { modelDays, useListJoin } from '../../../lib/model-days';
import { shortSources } from '../../../lib/source-label';
import { useGearFormat } from './gear-format';

type Provenanced = Pick<Round | ArmorPiece, 'sources' | 'model_as_of' | 'price' | 'price_as_of'>;
type Edited = Pick<Round | ArmorPiece, 'last_edited_at'>;

/**
 * Under a round's or piece's figures: where they come from and the day they are stated for (the
 * model's date; the price carries its own). The full citations stay in the line's title.
 */
export function GearProvenance({ item }: { item: Provenanced & Edited }) {
  const { t } = useTranslation();
  const f = useGearFormat();
  const join = useListJoin();
  const sources = join(shortSources(t, item.sources));
  const price = item.price !== null && item.price_as_of ? f.day(item.price_as_of) : null;
  return (
    <div className="mt-2 space-y-0.5 text-xs text-fg-muted" data-testid="gear-provenance">
      <p title={item.sources.join('\n')}>
        {item.model_as_of
          ? t('gear.provenance.model', { sources, date: f.day(item.model_as_of) })
          : t('gear.provenance.undated', { sources })}
      </p>
      {price && <p>{t('gear.provenance.price', { date: price })}</p>}
      <LastEdited at={item.last_edited_at} />
    </div>
  );
}

/** Under a list: the sources of every figure shown and the days the model's figures are stated for. */
export function ListProvenance({ items }: { items: readonly Provenanced[] }) {
  const { t } = useTranslation();
  const f = useGearFormat();
  const join = useListJoin();
  const days = modelDays(items);
  const sources = join(
    shortSources(
      t,
      items.flatMap((i) => i.sources),
    ),
  );
  if (!items.length) return null;
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <p className="text-xs text-fg-muted" data-testid="list-provenance">
      {!first || !last
        ? t('gear.provenance.undated', { sources })
        : first === last
          ? t('gear.provenance.model', { sources, date: f.day(first) })
          : t('gear.provenance.modelRange', { sources, from: f.day(first), to: f.day(last) })}{' '}
      {t('gear.provenance.listPrices')}
    </p>
  );
}

/**
 * An armour piece's figures come from three sources of three dates; the model's date above covers
 * only its own. Says which figure is of which day (docs/data-provenance.md).
 */
export function ArmourFigureDates() {
  const { t } = useTranslation();
  return (
    <p className="mt-1 text-xs text-fg-muted" data-testid="armour-figure-dates">
      {t('gear.provenance.armourDates')}
    </p>
  );
}
