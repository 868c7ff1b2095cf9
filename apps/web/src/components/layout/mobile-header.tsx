import { HomeLink } from './home-link';
import { SearchSlot } from './search-slot';

/** Phone (< 768px) top bar: brand link and the search slot. */
export function MobileHeader() {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-nav-line bg-nav/95 px-4 text-nav-fg backdrop-blur md:hidden">
      <HomeLink markClassName="size-8">
        <span className="text-lg font-bold tracking-tight">DF Wiki</span>
      </HomeLink>
      <div className="ml-auto flex items-center">
        <SearchSlot variant="mobile-header" />
      </div>
    </header>
  );
}
