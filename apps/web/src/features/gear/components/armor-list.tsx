import { useTranslation } from 'react-i18next';
import { pathTo, type ArmorPiece } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { Card } from '../../../components/ui/card';
import { pieceLabel, zoneList } from './armor-labels';
import { useGearFormat } from './gear-format';
import { PriceLine } from './price-line';

/** One column of the armour page: body armour or helmets, each piece a card linking to its page. */
export function ArmorList({
  title,
  pieces,
  testId,
}: {
  title: string;
  pieces: ArmorPiece[];
  testId: string;
}) {
  const { t } = useTranslation();
  const f = useGearFormat();
  return (
    <section aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="mb-3 text-xl font-bold">
        {title} <span className="text-sm font-normal text-fg-muted">({f.int(pieces.length)})</span>
      </h2>
      {pieces.length === 0 && <p className="text-sm text-fg-muted">{t('gear.armor.none')}</p>}
      <ul className="space-y-3">
        {pieces.map((p) => (
          <li key={p.id}>
            <Card className="p-4">
              <PrefetchLink to={pathTo('armorPiece', { pieceId: p.id })} className="df-name-link">
                {pieceLabel(t, p)}
              </PrefetchLink>
              <span lang="zh" className="ml-2 text-sm text-fg-muted">
                {p.name_cn}
              </span>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                <Fact label={t('gear.armor.level')} value={p.protection_level} />
                <Fact label={t('gear.armor.durability')} value={f.decimal(p.durability)} />
                <Fact
                  label={t('gear.armor.weight')}
                  value={p.weight_kg === null ? '–' : t('gear.armor.kg', { kg: f.decimal(p.weight_kg) })}
                />
                <Fact
                  label={t('gear.armor.price')}
                  value={<PriceLine price={p.price} asOf={p.price_as_of} />}
                />
                <Fact
                  className="col-span-2 sm:col-span-4"
                  label={t('gear.armor.zones')}
                  value={
                    p.protected_zones?.length ? zoneList(t, p.protected_zones) : zoneList(t, p.model_zones)
                  }
                />
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Fact({ label, value, className }: { label: string; value: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
