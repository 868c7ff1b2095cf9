import { forwardRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { cx } from '../../lib/cx';
import { ROVING_ROOT, handleRovingKeyDown } from '../../lib/roving-focus';
import { useTheme } from '../../theme/theme-context';
import type { LanguageCode } from '../../i18n/languages';
import type { MenuItem } from './menu-items';
import { MenuLinks, type MenuLook } from './menu-links';
import { PrefetchLink } from './prefetch-link';
import { SupportLink } from './support-link';
import { languageChoices, themeChoices } from './theme-choices';
import { useLanguage } from './use-language';

/** The "Active" pill beside the current link or choice. */
function ActiveMarker() {
  const { t } = useTranslation();
  return (
    <span className="ml-auto rounded-full bg-mnav-active px-2 py-0.5 text-[11px] font-bold text-mnav">
      {t('nav.active')}
    </span>
  );
}

const LINK = 'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors';
const SHEET_LINKS: MenuLook = {
  row: LINK,
  idle: 'hover:bg-dropdown-hover',
  current: 'bg-active text-active-fg',
  iconSize: 20,
  marker: <ActiveMarker />,
};

interface Props {
  item: MenuItem | 'more';
  moreItems: MenuItem[];
  onClose: () => void;
}

/** Sheet above the phone bottom bar: a group's links (View All + Active markers) or the More menu. */
export const MobileNavPanel = forwardRef<HTMLDivElement, Props>(function MobileNavPanel(
  { item, moreItems, onClose },
  ref,
) {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const { language, setLanguage } = useLanguage();
  const links = item === 'more' ? moreItems : (item.children ?? []);
  const title = item === 'more' ? t('nav.more') : t(item.labelKey);
  const viewAll = item !== 'more' ? item.viewAllRoute : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    handleRovingKeyDown(event);
  };
  const optionButton = (
    selected: boolean,
    onClick: () => void,
    label: string,
    icon: ReactNode,
    key: string,
  ) => (
    <li key={key}>
      <button
        type="button"
        data-roving-item
        onKeyDown={onKeyDown}
        aria-pressed={selected}
        onClick={onClick}
        className={cx(
          LINK,
          'w-full text-left [&_svg]:size-5',
          selected ? 'bg-active text-active-fg' : 'hover:bg-dropdown-hover',
        )}
      >
        <span aria-hidden="true">{icon}</span>
        <span>{label}</span>
        {selected && <ActiveMarker />}
      </button>
    </li>
  );

  return (
    <div
      ref={ref}
      id="mobile-nav-panel"
      role="group"
      aria-label={title}
      {...ROVING_ROOT}
      className="fixed inset-x-2 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 max-h-[70dvh] overflow-y-auto rounded-2xl border border-dropdown-line bg-dropdown p-2 text-dropdown-fg shadow-2xl"
    >
      <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-fg-muted uppercase">{title}</p>
      <ul className="space-y-0.5">
        {viewAll && (
          <li>
            <PrefetchLink
              to={viewAll}
              data-roving-item
              onKeyDown={onKeyDown}
              onClick={onClose}
              className={cx(LINK, 'font-semibold text-link hover:bg-dropdown-hover')}
            >
              <span>{t('nav.viewAll')}</span>
              <ArrowRight size={16} aria-hidden="true" />
            </PrefetchLink>
          </li>
        )}
        <MenuLinks entries={links} look={SHEET_LINKS} onNavigate={onClose} />
      </ul>
      {item === 'more' && (
        <>
          <div className="mt-1 border-t border-dropdown-line pt-1 [&_a]:text-dropdown-fg">
            <SupportLink />
          </div>
          <p className="mt-2 border-t border-dropdown-line px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {t('language.label')}
          </p>
          <ul className="max-h-[15rem] space-y-0.5 overflow-y-auto">
            {languageChoices().map((choice) =>
              optionButton(
                choice.value === language,
                () => setLanguage(choice.value as LanguageCode),
                choice.label,
                choice.icon,
                choice.value,
              ),
            )}
          </ul>
          <p className="mt-2 border-t border-dropdown-line px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {t('theme.label')}
          </p>
          <ul className="grid grid-cols-2 gap-0.5">
            {themeChoices(t).map((choice) =>
              optionButton(
                choice.value === theme,
                () => setTheme(choice.value),
                choice.label,
                choice.icon,
                choice.value,
              ),
            )}
          </ul>
        </>
      )}
    </div>
  );
});
