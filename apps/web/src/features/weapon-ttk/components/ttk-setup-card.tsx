import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pathTo, setupPieces, setupRounds, type ArmorPiece, type TtkSetup } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { Card } from '../../../components/ui/card';
import type { TtkGear } from '../hooks/use-ttk-weapons';
import { OriginalName } from '../../../components/ui/original-name';

// Underlined: these links sit in running text, where colour alone does not mark them.
const LINK = 'text-link underline underline-offset-2';

/** The calibres the modelled weapons fire (shotguns are not modelled), sorted. */
function modelledCalibers(gear: TtkGear, setup: TtkSetup): string[] {
  const own = setup.roundId ? gear.rounds.find((r) => r.id === setup.roundId)?.caliber : null;
  if (setup.id === 'custom' && setup.roundId) return own ? [own] : [];
  const all = gear.models.flatMap((m) => (m.caliber && m.category !== 'Shotgun' ? [m.caliber] : []));
  return [...new Set(all)].sort((a, b) => a.localeCompare(b));
}

function PieceLink({ piece }: { piece: ArmorPiece }) {
  const { t } = useTranslation();
  return (
    <>
      <PrefetchLink to={pathTo('armorPiece', { pieceId: piece.id })} className={LINK}>
        {piece.name ?? piece.name_cn}
      </PrefetchLink>{' '}
      <span className="text-fg-muted">
        {t('ttk.setup.piece', { level: piece.protection_level, durability: piece.durability })}
      </span>
    </>
  );
}

/** Which round each calibre fires and what the target wears, so a reader can check the figures. */
export function TtkSetupCard({ setup, gear }: { setup: TtkSetup; gear: TtkGear }) {
  const { t } = useTranslation();
  const rows = useMemo(() => setupRounds(setup, gear.rounds, modelledCalibers(gear, setup)), [setup, gear]);
  const { bodyArmor, helmet } = setupPieces(setup, gear.armor);
  return (
    <Card className="p-4" data-testid="ttk-setup">
      <h2 className="text-sm font-semibold">{t('ttk.setup.title')}</h2>
      <div className="mt-3 grid gap-4 text-sm md:grid-cols-[2fr_1fr]">
        <div>
          <h3 className="mb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {t('ttk.setup.rounds')}
          </h3>
          <ul className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
            {rows.map(({ caliber, round }) => (
              <li key={caliber}>
                <span className="text-fg-muted">{caliber}:</span>{' '}
                {round ? (
                  <>
                    <PrefetchLink to={pathTo('round', { roundId: round.id })} className={LINK}>
                      {round.name ?? round.name_cn}
                    </PrefetchLink>
                    <OriginalName
                      original={round.name_cn}
                      translated={round.name_is_ours}
                      className="ml-1 inline"
                    />
                  </>
                ) : (
                  <span className="text-fg-muted">{t('ttk.setup.noRound')}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {t('ttk.setup.target')}
          </h3>
          {bodyArmor || helmet ? (
            <ul className="space-y-1">
              {bodyArmor && (
                <li>
                  {t('ttk.setup.body')}: <PieceLink piece={bodyArmor} />
                </li>
              )}
              {helmet && (
                <li>
                  {t('ttk.setup.helmet')}: <PieceLink piece={helmet} />
                </li>
              )}
            </ul>
          ) : (
            <p>{t('ttk.setup.noArmour')}</p>
          )}
        </div>
      </div>
    </Card>
  );
}
