import { useTranslation } from 'react-i18next';
import { useGearFormat } from './gear-format';

/** A price as a dated snapshot ("1,929 · as of Aug 3, 2026"), or that no source gives one. */
export function PriceLine({ price, asOf }: { price: number | null; asOf: string | null }) {
  const { t } = useTranslation();
  const f = useGearFormat();
  if (price === null) return <span className="text-fg-muted">{t('gear.price.none')}</span>;
  // A figure over its date: one short class (styles/index.css), as a table repeats it on every row.
  return (
    <span className="df-dated">
      <b>{f.int(price)}</b>
      {asOf && <small>{t('gear.price.asOf', { date: f.day(asOf) })}</small>}
    </span>
  );
}
