/**
 * Reserved place for the search button / command palette trigger (issue 6).
 * Intentionally renders nothing until that issue fills it in. `variant` tells where it sits.
 */
export function SearchSlot(_props: { variant: 'sidebar' | 'sidebar-collapsed' | 'mobile-header' }) {
  return null;
}
