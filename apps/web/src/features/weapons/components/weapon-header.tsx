import { useTranslation } from 'react-i18next';
import Share2 from 'lucide-react/icons/share-2';
import { type Build, RATING_VIEW, TTK_DECIMALS, ttkFor, type Weapon, pathTo } from '@dfwiki/shared';
import { KeptHtml } from '../../../take-over/kept-html';
import { Badge } from '../../../components/ui/badge';
import { WeaponRating } from './weapon-rating';
import { Button } from '../../../components/ui/button';
import { BackLink } from '../../../components/ui/back-link';
import { StatList } from '../../../components/ui/stat-list';
import { useCopy } from '../hooks/use-copy';
import { categoryLabel } from './category-label';
import { EditorsTake } from './editors-take';
import { SaveBuildButton } from './save-build-button';
import { firepowerStats, numberFormat } from './weapon-stat-values';
import { factGroups, type FactGroup } from './weapon-fact-groups';
import { useProvenanceText } from './fact-text';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { LastEdited } from '../../../components/ui/last-edited';

/** Back link (to the builds index). */
export function BackToBuilds() {
  const { t } = useTranslation();
  return <BackLink to={pathTo('builds')}>{t('weapons.detail.back')}</BackLink>;
}

/**
 * Header of the weapon detail page: actions, image, then the weapon's summary. Save acts on the
 * build shown (`build`: the one in ?build=, else the first); a weapon without builds has none.
 */
export function WeaponHeader({ weapon, build }: { weapon: Weapon; build?: Build }) {
  const { t } = useTranslation();
  const copy = useCopy();
  return (
    <header className="mb-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <BackToBuilds />
        <div className="flex gap-2">
          {build && <SaveBuildButton key={build.id} build={build} />}
          <Button
            variant="secondary"
            size="sm"
            icon={<Share2 size={16} aria-hidden="true" />}
            onClick={() =>
              void copy(window.location.href, t('weapons.detail.linkCopied'), t('weapons.detail.copyFailed'))
            }
          >
            {t('weapons.detail.share')}
          </Button>
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-[minmax(0,20rem)_1fr] md:items-center">
        <div className="aspect-[21/9] overflow-hidden rounded-xl border border-line bg-sunken md:aspect-[16/10]">
          <FallbackImage
            src={weapon.image_url}
            alt={weapon.name}
            className="size-full object-contain p-4"
            loading="eager"
          />
        </div>
        {/* Only shows the weapon: the server's HTML stays until the weapon read changes. */}
        <KeptHtml data={weapon} className="min-w-0">
          {(weapon) => <WeaponSummary weapon={weapon} />}
        </KeptHtml>
      </div>
    </header>
  );
}

/** Badges, name, description, the editors' label and four headline stats. */
function WeaponSummary({ weapon }: { weapon: Weapon }) {
  const { t, i18n } = useTranslation();
  const ttk = ttkFor(weapon, RATING_VIEW.ammo, RATING_VIEW.target);
  const num = numberFormat(i18n.language, 0);
  const [fire, base] = factGroups(weapon);
  const stats = [
    ...firepowerStats(weapon, t, num, base!.provenance.kind !== 'sourced'),
    {
      id: 'ttk',
      value:
        ttk === null
          ? t('weapons.na')
          : t(ttk === 0 ? 'weapons.units.oneShot' : 'weapons.units.seconds', {
              value: num(ttk, TTK_DECIMALS),
            }),
    },
  ].map((s) => ({ ...s, label: t(`weapons.headline.${s.id}`) }));
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Badge>{categoryLabel(t, weapon.category.name)}</Badge>
        <WeaponRating tier={weapon.tier} />
        {weapon.is_new && <Badge tone="success">{t('weapons.new')}</Badge>}
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{weapon.name}</h1>
      {weapon.description && <p className="mt-2 max-w-2xl text-fg-muted">{weapon.description}</p>}
      <EditorsTake what={t('weapons.opinion.header')} className="mt-2" />
      <LastEdited at={weapon.last_edited_at} className="mt-1" />
      <StatList
        stats={stats}
        tile="surface"
        className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4"
        valueClassName="mt-0.5 text-lg font-bold tabular-nums"
      />
      <HeadlineProvenance fire={fire!} base={base!} />
    </>
  );
}

/** Under the headline figures: where damage, fire rate and range come from and when, and what the TTK is. */
function HeadlineProvenance({ fire, base }: { fire: FactGroup; base: FactGroup }) {
  const { t } = useTranslation();
  const said = useProvenanceText();
  return (
    <p className="mt-2 text-xs text-fg-muted" data-testid="headline-provenance">
      {t('weapons.headline.provenance', { fire: said(fire.provenance), range: said(base.provenance) })}
    </p>
  );
}
