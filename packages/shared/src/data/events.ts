import type { GameEvent } from '../schemas/event';

/**
 * Hard-coded events list. The description is ours; the facts are in docs/product.md, Events. No
 * cited source backs them, so each is an example and the pages say so. An event image must be a
 * file in apps/web/public/images (no page may request a missing one).
 */
export const EVENTS: readonly GameEvent[] = [
  {
    id: 'gator-frenzy',
    title: 'Gator Frenzy',
    description:
      'Gator lairs appear on Zero Dam and Layali Grove. Clear lairs guarded by 2-3 gators for 8x rewards: an avatar, armament vouchers and a weapon skin.',
    startDate: '2025-05-16',
    endDate: '2025-05-30',
    maps: ['Zero Dam', 'Layali Grove'],
    image: '/images/event-fallback.svg',
    rewards: ['Baby Gator Avatar', 'Tactical Armament Voucher', 'ASh-12 Weapon Skin'],
    highlightColor: 'green',
    example: true,
  },
];
