import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import X from 'lucide-react/icons/x';
import {
  compareWithParam,
  MAX_COMPARED,
  normalizeText,
  type Weapon,
  type WeaponListItem,
} from '@dfwiki/shared';
import { SearchBox } from '../../../../components/ui/search-box';

/** The address of the comparison with `slugs` (links: they work before scripts, and can be shared). */
export function compareHref(slugs: readonly string[]) {
  const next = new URLSearchParams({ tab: 'compare' });
  const value = compareWithParam(slugs);
  if (value) next.set('with', value);
  return `?${next.toString().replaceAll('%2C', ',')}`;
}

const CHIP = 'inline-flex items-center gap-1 rounded-full border border-line-strong py-1 pr-1 pl-3 text-sm';

/** The weapons compared, each with a link that removes it. */
function ChosenWeapons({ chosen }: { chosen: Weapon[] }) {
  const { t } = useTranslation();
  const slugs = chosen.map((w) => w.slug);
  return (
    <ul className="flex flex-wrap gap-2" data-testid="compare-chosen">
      {chosen.map((w) => (
        <li key={w.slug} className={CHIP}>
          {w.name}
          <Link
            to={compareHref(slugs.filter((s) => s !== w.slug))}
            replace
            preventScrollReset
            aria-label={t('weapons.compare.remove', { name: w.name })}
            className="rounded-full p-1 text-fg-muted hover:bg-hover hover:text-fg"
          >
            <X size={14} aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The weapons that can still be added, as links, in a box that opens and closes without scripts
 * (open while nothing is compared). Once the app runs, a search box narrows the list.
 */
function AddWeapon({ weapon, chosen, list }: { weapon: Weapon; chosen: string[]; list: WeaponListItem[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const words = normalizeText(text);
  const offered = list.filter(
    (w) =>
      w.slug !== weapon.slug &&
      !chosen.includes(w.slug) &&
      (!words || normalizeText(`${w.name} ${w.category.name}`).includes(words)),
  );
  return (
    <details open={chosen.length === 0} className="mt-3 rounded-xl border border-card-line bg-card p-3">
      <summary className="cursor-pointer text-sm font-semibold text-link">
        {t('weapons.compare.add', { count: MAX_COMPARED - chosen.length })}
      </summary>
      <div className="relative mt-3 sm:max-w-sm">
        <label htmlFor={id} className="sr-only">
          {t('weapons.compare.search.label')}
        </label>
        <SearchBox id={id} value={text} onChange={setText} texts="weapons.compare.search" size="md" />
      </div>
      {offered.length === 0 ? (
        <p className="mt-3 text-sm text-fg-muted">{t('weapons.compare.noMatch', { text })}</p>
      ) : (
        <ul className="mt-3 grid max-h-72 gap-1 overflow-y-auto sm:grid-cols-2" data-testid="compare-options">
          {offered.map((w) => (
            <li key={w.slug}>
              <Link
                to={compareHref([...chosen, w.slug])}
                replace
                preventScrollReset
                className="flex items-baseline justify-between gap-2 rounded-lg px-2 py-1.5 text-sm text-link hover:bg-hover"
              >
                {w.name}
                <span className="text-xs text-fg-muted">{w.category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** What the page's weapon is compared with: the chosen weapons, and the list to add up to three. */
export function ComparePicker({
  weapon,
  chosen,
  list,
}: {
  weapon: Weapon;
  chosen: Weapon[];
  list: WeaponListItem[] | undefined;
}) {
  const { t } = useTranslation();
  const slugs = chosen.map((w) => w.slug);
  return (
    <section aria-labelledby="compare-picker" className="mb-6">
      <h2 id="compare-picker" className="mb-2 text-lg font-bold">
        {t('weapons.compare.with', { name: weapon.name })}
      </h2>
      {chosen.length > 0 && <ChosenWeapons chosen={chosen} />}
      {slugs.length >= MAX_COMPARED ? (
        <p className="mt-3 text-sm text-fg-muted">{t('weapons.compare.full', { count: MAX_COMPARED })}</p>
      ) : (
        list && <AddWeapon weapon={weapon} chosen={slugs} list={list} />
      )}
    </section>
  );
}
