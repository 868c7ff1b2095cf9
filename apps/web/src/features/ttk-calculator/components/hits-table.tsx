import { useTranslation } from 'react-i18next';
import type { Hit } from '@dfwiki/shared';
import { DataTable } from '../../../components/ui/table';
import { useZoneLabel } from './use-zone-label';

/** Every hit of one fight: where it landed, what got through and what is left of target and armour. */
export function HitsTable({ label, hits }: { label: string; hits: readonly Hit[] }) {
  const { t, i18n } = useTranslation();
  const zoneLabel = useZoneLabel();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const left = (n: number | null) => (n === null ? '–' : number.format(n));
  const worn = { body: hits[0]?.bodyArmorLeft != null, helmet: hits[0]?.helmetLeft != null };
  const figure = { align: 'right' as const, nowrap: true };
  return (
    <DataTable
      label={label}
      columns={[
        { header: t('calculator.hits.shot'), cell: (h) => h.shot, ...figure },
        {
          header: t('calculator.hits.zone'),
          cell: (h) => zoneLabel([h.zone]),
          nowrap: true,
        },
        { header: t('calculator.hits.damage'), cell: (h) => number.format(h.damage), ...figure },
        // The last hit takes HP below zero; the table shows where the target ends, 0.
        { header: t('calculator.hits.hp'), cell: (h) => number.format(Math.max(0, h.hpLeft)), ...figure },
        // A piece the target does not wear gets no column.
        ...(worn.body
          ? [{ header: t('calculator.hits.bodyArmor'), cell: (h: Hit) => left(h.bodyArmorLeft), ...figure }]
          : []),
        ...(worn.helmet
          ? [{ header: t('calculator.hits.helmet'), cell: (h: Hit) => left(h.helmetLeft), ...figure }]
          : []),
      ]}
      rows={hits}
      rowKey={(h) => h.shot}
      scrolls
    />
  );
}
