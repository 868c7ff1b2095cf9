import { useTranslation } from 'react-i18next';
import { pathTo, weaponLevelRows, type ArmorPiece, type Weapon, type ZoneTtk } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { ModelProvenance } from '../../../components/ui/model-provenance';
import type { EngineInputs } from '../../../lib/queries/gear';
import { numberFormat } from './weapon-stat-values';
import { OriginalName } from '../../../components/ui/original-name';

const LINK = 'df-link underline-offset-2';
const HEADERS = [
  ['weapons.ttkLevels.armour', 'pr-2'],
  ['weapons.ttkLevels.round', 'pr-2'],
  ['weapons.stats.target.chest', 'text-right'],
  ['weapons.stats.target.head', 'pl-2 text-right'],
] as const;

function Piece({ piece }: { piece: ArmorPiece | null }) {
  if (!piece) return null;
  return (
    <PrefetchLink to={pathTo('armorPiece', { pieceId: piece.id })} className={`${LINK} block text-xs`}>
      {piece.name ?? piece.name_cn}
    </PrefetchLink>
  );
}

function Ttk({ value }: { value: ZoneTtk | null }) {
  const { t, i18n } = useTranslation();
  if (!value) return <>{t('weapons.na')}</>;
  return (
    <>
      {t('weapons.units.seconds', { value: numberFormat(i18n.language, 3)(value.seconds, 3) })}
      <span className="block text-xs text-fg-muted">{t('ttk.shots', { count: value.shots })}</span>
    </>
  );
}

/**
 * TTK against each armour level (none, 1–6) with the weapon's best round, from the engine. The
 * caller reads the engine's inputs (`useEngineInputs`, null while loading) and passes them in: the
 * table sits in kept HTML, which a change of the rounds or armour reaches only through its data.
 */
export function WeaponTtkLevels({ weapon, inputs }: { weapon: Weapon; inputs: EngineInputs | null }) {
  const { t } = useTranslation();
  const rows = inputs
    ? weaponLevelRows(inputs.models.find((m) => m.slug === weapon.slug) ?? null, inputs)
    : undefined;
  if (rows === undefined) return <p className="text-sm text-fg-muted">{t('weapons.ttkLevels.loading')}</p>;
  if (rows === null)
    return (
      <p className="text-sm text-fg-muted" data-testid="ttk-levels-not-modelled">
        {t('ttk.notModelled')}
      </p>
    );
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="ttk-levels">
          <caption className="sr-only">{t('weapons.ttkLevels.caption')}</caption>
          <thead>
            <tr className="text-left text-xs text-fg-muted uppercase">
              {HEADERS.map(([key, className]) => (
                <th key={key} scope="col" className={`py-2 ${className}`}>
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ level, pieces, best }) => (
              <tr key={level} className="border-t border-line align-top" data-testid="ttk-level-row">
                <th scope="row" className="py-2 pr-2 text-left font-semibold">
                  {level === 0 ? t('weapons.ttkLevels.none') : t('weapons.ttkLevels.level', { level })}
                  <Piece piece={pieces.bodyArmor} />
                  <Piece piece={pieces.helmet} />
                </th>
                <td className="py-2 pr-2">
                  {best ? (
                    <>
                      <PrefetchLink to={pathTo('round', { roundId: best.round.id })} className={LINK}>
                        {best.round.name ?? best.round.name_cn}
                      </PrefetchLink>
                      <OriginalName original={best.round.name_cn} translated={best.round.name_is_ours} />
                    </>
                  ) : (
                    t('weapons.na')
                  )}
                </td>
                <td className="py-2 text-right tabular-nums">
                  <Ttk value={best?.chest ?? null} />
                </td>
                <td className="py-2 pl-2 text-right tabular-nums">
                  <Ttk value={best?.head ?? null} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-fg-muted">{t('weapons.ttkLevels.note')}</p>
      <ModelProvenance rounds={inputs!.rounds} armor={inputs!.armor} />
    </>
  );
}
