import { useTranslation } from 'react-i18next';
import { pathTo, type Round } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { DataTable, type Column } from '../../../components/ui/table';
import { ARMOUR_LEVELS, armourFactorRange, useGearFormat } from './gear-format';
import { PriceLine } from './price-line';
import { RoundName } from './round-name';

/**
 * One calibre's rounds (name, level, damage factors, price) and, once above them, the weapons of
 * that calibre: every round of a calibre fits the same weapons, and the list on each row was the
 * page's heaviest markup.
 */
export function CaliberTable({ caliber, rounds }: { caliber: string; rounds: readonly Round[] }) {
  const { t } = useTranslation();
  const f = useGearFormat();
  const missing = <span className="text-xs text-fg-muted">{t('gear.notModelled')}</span>;
  const columns: Column<Round>[] = [
    { header: t('gear.columns.round'), cell: (r) => <RoundName round={r} /> },
    {
      header: t('gear.columns.level'),
      cell: (r) => r.penetration_level ?? '–',
    },
    {
      header: t('gear.columns.damage'),
      cell: (r) => (r.flesh_damage_factor === null ? missing : `${f.factor(r.flesh_damage_factor)}×`),
    },
    {
      header: t('gear.columns.armourDamage'),
      cell: (r) => {
        const range = armourFactorRange(r);
        if (!range) return '–';
        return range[0] === range[1] ? f.factor(range[0]) : `${f.factor(range[0])}–${f.factor(range[1])}`;
      },
      from: 'sm',
      until: 'lg',
      nowrap: true,
    },
    ...ARMOUR_LEVELS.map((level): Column<Round> => ({
      header: t('gear.columns.armourLevel', { level }),
      cell: (r) => {
        const v = r.armor_damage_factor_by_level?.[String(level) as '1'];
        return v === undefined ? '–' : f.factor(v);
      },
      from: 'lg',
    })),
    { header: t('gear.columns.price'), cell: (r) => <PriceLine price={r.price} asOf={r.price_as_of} /> },
  ];
  const headingId = `caliber-${caliber.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    // A page of thirty calibres: the browser lays each out only as it nears the screen (.df-offscreen-section).
    <section className="df-offscreen-section mt-8" aria-labelledby={headingId} data-testid="caliber-group">
      <h2 id={headingId} className="mb-2 text-xl font-bold">
        {caliber}
      </h2>
      <CaliberWeapons rounds={rounds} />
      <DataTable
        label={t('gear.tableLabel', { caliber })}
        columns={columns}
        rows={rounds}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ 'data-testid': `round-row-${r.id}` })}
      />
    </section>
  );
}

/** The weapons that fire any of these rounds, once for the calibre (a round's own page lists them too). */
function CaliberWeapons({ rounds }: { rounds: readonly Round[] }) {
  const { t } = useTranslation();
  const weapons = [...new Map(rounds.flatMap((r) => r.weapons).map((w) => [w.slug, w])).values()];
  if (weapons.length === 0) return null;
  return (
    <p className="mb-3 flex flex-wrap gap-x-3 gap-y-1 text-sm" data-testid="caliber-weapons">
      <span className="text-fg-muted">{t('gear.ammo.firedBy')}</span>
      {weapons.map((w) => (
        <PrefetchLink key={w.slug} to={pathTo('weapon', { weaponNameId: w.slug })} className="df-link">
          {w.name}
        </PrefetchLink>
      ))}
    </p>
  );
}
