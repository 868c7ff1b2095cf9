import type { SyntheticEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { weaponQuery } from '../../../lib/queries/weapons';
import { useRecordView } from './use-record-view';

/** The weapon card link an event came from (WeaponCard marks it), or null. */
function cardLinkOf(event: SyntheticEvent): { id: number; slug: string } | null {
  const link =
    event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-weapon-id]') : null;
  const id = Number(link?.dataset.weaponId);
  const slug = link?.dataset.weaponSlug;
  return Number.isInteger(id) && slug ? { id, slug } : null;
}

/**
 * The list of weapon cards answers its links: opening one records a view, and aiming at one starts
 * reading the weapon's builds, which its page needs. On the list rather than on each card, so the
 * cards can keep the server's HTML (take-over/kept-html.tsx).
 */
export function useCardLinks() {
  const queryClient = useQueryClient();
  const recordView = useRecordView();
  const prefetch = (event: SyntheticEvent) => {
    const card = cardLinkOf(event);
    if (card) void queryClient.prefetchQuery(weaponQuery(card.slug));
  };
  return {
    onClick(event: SyntheticEvent) {
      const card = cardLinkOf(event);
      if (card) recordView(card);
    },
    onMouseOver: prefetch,
    onFocus: prefetch,
  };
}
