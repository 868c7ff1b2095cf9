import { MobileHeader } from './mobile-header';
import { MobileNav } from './mobile-nav';

/** Phone navigation: top header and bottom bar (one lazy chunk). */
export function MobileChrome({ slot }: { slot: 'header' | 'nav' }) {
  return slot === 'header' ? <MobileHeader /> : <MobileNav />;
}
