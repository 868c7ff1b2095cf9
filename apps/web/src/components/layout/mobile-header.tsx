import { useTranslation } from 'react-i18next';
import { BrandMark } from './brand-logo';
import { PrefetchLink } from './prefetch-link';
import { SearchSlot } from './search-slot';
import { pathTo } from '@dfwiki/shared';

/** Phone (< 768px) top bar: brand link and the search slot. */
export function MobileHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-nav-line bg-nav/95 px-4 text-nav-fg backdrop-blur md:hidden">
      <PrefetchLink
        to={pathTo('home')}
        aria-label={t('nav.homeLink')}
        className="flex items-center gap-2 rounded-lg"
      >
        <BrandMark className="size-8" />
        <span className="text-lg font-bold tracking-tight">DF Wiki</span>
      </PrefetchLink>
      <div className="ml-auto flex items-center">
        <SearchSlot variant="mobile-header" />
      </div>
    </header>
  );
}
