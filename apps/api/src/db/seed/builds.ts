// Sample builds. Build codes are real Operations codes copied from the sourced build-codes.json
// (a community sheet snapshot; codes can stop working after patches and probably belong to the CN
// client), so each build credits that list (`source`), not a player. Approximate costs quoted in
// descriptions come from the same sheet. Names, descriptions, ratings and performance bars are
// DF Wiki examples and the page labels them so; no creator or attachment list is made up.
import gameData from './data/game-data.json';
import type { SeedBuild } from './types';

/** The credit every sample build carries instead of an invented player. */
export const BUILD_CODE_SOURCE = `Community code list (Tencent Doc sheet, via ${gameData.build_codes.source})`;

// prettier-ignore
export const SEED_BUILDS: SeedBuild[] = [
  {
    weapon_slug: 'm4a1', name: 'Starter Laser', rating: 4.3, build_code: '6JQT3380E8GD6DF03A21V',
    description: 'Cheap M4A1 setup (about 220k) that fixes the vertical kick first. A good first build for new players who want one rifle for every situation.',
    control: 64, handling: 70, stability: 68, accuracy: 67, range: 47,
    tags: ['Budget', 'Beginner Friendly', 'Low Recoil'],
  },
  {
    weapon_slug: 'm4a1', name: 'Full Mid-Range Kit', rating: 4.6, build_code: '6JQT34K0E8GD6DF03A21V',
    description: 'A fully kitted M4A1 for 30-70 m fights. Long barrel and heavy stock keep the sprays flat; the variable scope covers both ranges.',
    control: 78, handling: 60, stability: 82, accuracy: 70, range: 52,
    tags: ['Meta', 'Low Recoil', 'Long Range'],
  },
  {
    weapon_slug: 'akm', name: 'Tamed Kalash', rating: 4.2, build_code: '6JQT30S0E8GD6DF03A21V',
    description: 'Spends the budget on recoil parts so the AKM can hold a burst at mid range. Keeps its heavy hits, loses some handling.',
    control: 72, handling: 56, stability: 80, accuracy: 66, range: 49,
    tags: ['Low Recoil', 'Armor Shredder'],
  },
  {
    weapon_slug: 'k416', name: 'Fast-Twitch Rifle', rating: 4.7, build_code: '6LGFD0001SD6JA3I74O3I',
    description: 'Balanced K416 that keeps the 880 RPM under control without slowing the aim-down-sights speed. Strong in almost every raid.',
    control: 69, handling: 73, stability: 74, accuracy: 72, range: 52,
    tags: ['Meta', 'Aggressive'],
  },
  {
    weapon_slug: 'ak-12', name: 'Armour Breaker', rating: 4.4, build_code: '6LGFB2001SD6JA3I74O3I',
    description: 'An AK-12 tuned for steady mid-range fire so its strong armour damage lands in one string. Comfortable for newer players too.',
    control: 80, handling: 58, stability: 84, accuracy: 70, range: 52,
    tags: ['Armor Shredder', 'Low Recoil', 'Beginner Friendly'],
  },
  {
    weapon_slug: 'as-val', name: 'Silent Room Clearer', rating: 4.8, build_code: '6LGUDHG01SD6JA3I74O3I',
    description: 'Close-quarters AS Val with a bigger magazine and a fast optic. Built for clearing rooms quietly; avoid long sightlines.',
    control: 64, handling: 77, stability: 69, accuracy: 37, range: 25,
    tags: ['Stealth', 'Close Quarters', 'Aggressive', 'Meta'],
  },
  {
    weapon_slug: 'mk47', name: 'Heavy Hitter', rating: 4.4, build_code: '6L7T0Q401SD6JA3I74O3I',
    description: 'A sensible MK47 build around 400k that keeps the big per-shot damage and adds enough control for mid-range bursts.',
    control: 61, handling: 72, stability: 70, accuracy: 68, range: 49,
    tags: ['Armor Shredder', 'Aggressive'],
  },
  {
    weapon_slug: 'mk47', name: 'Long-Barrel Marksman', rating: 4.5, build_code: '6L7T0RS01SD6JA3I74O3I',
    description: 'Expensive MK47 setup aimed at 50 m and beyond: precision barrel, magnified optic and a stock that settles the first shots.',
    control: 57, handling: 54, stability: 70, accuracy: 75, range: 59,
    tags: ['Long Range', 'Armor Shredder'],
  },
  {
    weapon_slug: 'kc17', name: 'Budget Shredder', rating: 4.1, build_code: '6L7SVF001SD6JA3I74O3I',
    description: 'Around 200k for a KC17 that already breaks armour quickly. Few upgrades, but nothing you will miss much if you lose it.',
    control: 65, handling: 68, stability: 69, accuracy: 67, range: 47,
    tags: ['Budget', 'Armor Shredder'],
  },
  {
    weapon_slug: 'kc17', name: 'Raid Leader', rating: 4.6, build_code: '6L7SVGO01SD6JA3I74O3I',
    description: 'The full KC17: recoil parts everywhere and a 1-4x scope so it can fight at any range while shredding armour.',
    control: 79, handling: 58, stability: 83, accuracy: 70, range: 52,
    tags: ['Meta', 'Armor Shredder', 'Low Recoil'],
  },
  {
    weapon_slug: 'ar-57', name: 'Hallway Sprayer', rating: 4.5, build_code: '6L4981C01SD6JA3I74O3I',
    description: 'AR-57 set up as a big-magazine close-range weapon: fast optic, light stock and a grip that keeps the first bullets tight.',
    control: 64, handling: 82, stability: 67, accuracy: 56, range: 36,
    tags: ['Close Quarters', 'Aggressive', 'Hip Fire'],
  },
  {
    weapon_slug: 'ar-57', name: 'Light Runner', rating: 4.0, build_code: '6L4981S01SD6JA3I74O3I',
    description: 'A cheaper AR-57 for quick loot runs. Keeps the weight down and the handling high; pick fights at short range.',
    control: 64, handling: 68, stability: 69, accuracy: 63, range: 44,
    tags: ['Budget', 'Close Quarters'],
  },
  {
    weapon_slug: 'mcx-lt', name: 'Entry Carbine', rating: 4.0, build_code: '6L4JL8001SD6JA3I74O3I',
    description: 'A fast-handling MCX LT for players who push first. Works best with good ammo because the rifle is weak against armour.',
    control: 56, handling: 84, stability: 61, accuracy: 54, range: 36,
    tags: ['Aggressive', 'Close Quarters'],
  },
  {
    weapon_slug: 'mcx-lt', name: 'Suppressed Mid-Range', rating: 4.2, build_code: '6L4JL8G01SD6JA3I74O3I',
    description: 'A suppressed MCX LT with recoil control and a prism scope, for quiet mid-range picks on unsuspecting squads.',
    control: 74, handling: 58, stability: 81, accuracy: 60, range: 46,
    tags: ['Stealth', 'Low Recoil'],
  },
  {
    weapon_slug: 'scar-h', name: 'Battle Rifle Classic', rating: 4.3, build_code: '6LGFB4C01SD6JA3I74O3I',
    description: 'SCAR-H with a bigger magazine and strong recoil parts. Hits hard at 60 m and more once the kick is under control.',
    control: 52, handling: 45, stability: 60, accuracy: 82, range: 70,
    tags: ['Long Range', 'Armor Shredder'],
  },
  {
    weapon_slug: 'm7', name: 'Endgame M7', rating: 4.7, build_code: '6LF9ND001SD6JA3I74O3I',
    description: 'A high-cost M7 build (about 660k) for players who can afford to lose it: flat shooting, big magazine and a long-range optic.',
    control: 53, handling: 45, stability: 61, accuracy: 82, range: 70,
    tags: ['Meta', 'Long Range'],
  },
  {
    weapon_slug: 'ash-12', name: 'Breacher', rating: 4.5, build_code: '6LHJEUS01SD6JA3I74O3I',
    description: 'ASh-12 built for close fights: bigger magazine, fast optic and grip. Ends fights in a handful of hits inside buildings.',
    control: 34, handling: 74, stability: 44, accuracy: 39, range: 28,
    tags: ['Close Quarters', 'Armor Shredder', 'Aggressive'],
  },
  {
    weapon_slug: 'car-15', name: 'Pocket Money Carbine', rating: 3.8, build_code: '6KHVDPO01SD6JA3I74O3I',
    description: 'The cheapest rifle build in the list (about 90k). Fine for practice runs and low-risk raids; it struggles against good armour.',
    control: 71, handling: 73, stability: 69, accuracy: 67, range: 47,
    tags: ['Budget', 'Beginner Friendly'],
  },
  {
    weapon_slug: 'mp5', name: 'Beginner CQB', rating: 4.2, build_code: '6JQSVUG04BG7MUGF089BS',
    description: 'An inexpensive MP5 (about 160k) with almost no recoil. Great for learning close-range fights without risking much.',
    control: 75, handling: 86, stability: 77, accuracy: 58, range: 39,
    tags: ['Budget', 'Beginner Friendly', 'Close Quarters'],
  },
  {
    weapon_slug: 'p90', name: 'Room Holder', rating: 4.4, build_code: '6JQSVT404BG7MUGF089BS',
    description: 'A P90 set up to hold rooms and stairwells with its large magazine. A laser helps the hip-fire when someone rushes in.',
    control: 71, handling: 98, stability: 74, accuracy: 51, range: 31,
    tags: ['Close Quarters', 'Hip Fire'],
  },
  {
    weapon_slug: 'vector', name: 'Buzzsaw', rating: 4.7, build_code: '6JURNES04BG7MUGF089BS',
    description: 'Vector with the magazine upgrade it badly needs. Melts anyone within 20 m; switch weapons for anything further.',
    control: 68, handling: 98, stability: 73, accuracy: 55, range: 33,
    tags: ['Meta', 'Close Quarters', 'Aggressive'],
  },
  {
    weapon_slug: 'mp7', name: 'Quick Raider', rating: 4.3, build_code: '6JQSVDO04BG7MUGF089BS',
    description: 'A light MP7 for fast looting routes: quick to aim, quick to move, and enough magazine for one close fight.',
    control: 66, handling: 94, stability: 72, accuracy: 55, range: 34,
    tags: ['Close Quarters', 'Aggressive'],
  },
  {
    weapon_slug: 'mp7', name: 'Suppressed Operator', rating: 4.5, build_code: '6JQSVE804BG7MUGF089BS',
    description: 'A premium suppressed MP7 that stays dead steady in full auto. Pair it with good ammo to make up for its low armour damage.',
    control: 84, handling: 68, stability: 92, accuracy: 61, range: 44,
    tags: ['Stealth', 'Low Recoil'],
  },
  {
    weapon_slug: 'sr-3m', name: 'Compact Armour Killer', rating: 4.6, build_code: '6JQSVIS04BG7MUGF089BS',
    description: 'SR-3M with a larger magazine and a reflex sight: the strongest close-range option against well-armoured players.',
    control: 69, handling: 88, stability: 78, accuracy: 41, range: 25,
    tags: ['Close Quarters', 'Armor Shredder', 'Meta'],
  },
  {
    weapon_slug: 'mk4', name: 'Headhunter SMG', rating: 4.2, build_code: '6LGJTNG04BG7MUGF089BS',
    description: 'A steady MK4 build that keeps the sights on the head, where its headshot bonus does the most work.',
    control: 71, handling: 72, stability: 84, accuracy: 75, range: 53,
    tags: ['Low Recoil', 'Close Quarters'],
  },
  {
    weapon_slug: 'm1014', name: 'Doorway Guard', rating: 4.1, build_code: '6JQT8VG063PRJI1QTIR9P',
    description: 'M1014 tuned for tight spaces with a tighter spread and faster handling. Hold a door and let the first shot do the work.',
    control: 45, handling: 76, stability: 46, accuracy: 29, range: 22,
    tags: ['Close Quarters', 'Hip Fire', 'Aggressive'],
  },
  {
    weapon_slug: 'pkm', name: 'Anchor Point', rating: 4.3, build_code: '6JQT7L4063PRJI1QTIR9P',
    description: 'A PKM set up to hold an angle: bipod and heavy stock keep the belt on target while teammates move.',
    control: 57, handling: 28, stability: 65, accuracy: 62, range: 60,
    tags: ['Long Range', 'Sniper Support'],
  },
  {
    weapon_slug: 'm250', name: 'Budget Belt-Fed', rating: 4.2, build_code: '6JQT3Q8063PRJI1QTIR9P',
    description: 'About 280k for an M250 that already hits like a battle rifle. Few upgrades, so expect heavy recoil on long bursts.',
    control: 34, handling: 35, stability: 46, accuracy: 59, range: 55,
    tags: ['Budget', 'Armor Shredder'],
  },
  {
    weapon_slug: 'm250', name: 'Suppression Platform', rating: 4.6, build_code: '6JQTR4G063PRJI1QTIR9P',
    description: 'The full M250: recoil control, magnified optic and bipod. Dominates open ground and breaks armour at any distance.',
    control: 48, handling: 25, stability: 60, accuracy: 62, range: 60,
    tags: ['Meta', 'Long Range', 'Armor Shredder'],
  },
  {
    weapon_slug: 'm249', name: 'Lane Holder', rating: 4.0, build_code: '6JQT41C063PRJI1QTIR9P',
    description: 'An M249 that trades handling for stability so the 100-round box can hold a long lane. Easy to use for new players.',
    control: 70, handling: 26, stability: 70, accuracy: 58, range: 57,
    tags: ['Low Recoil', 'Beginner Friendly'],
  },
  {
    weapon_slug: 'm14', name: 'DMR Workhorse', rating: 4.4, build_code: '6LGJTTK04BG7MUGF089BS',
    description: 'An M14 built for fast single taps at 50-100 m. Keep the auto mode for emergencies.',
    control: 64, handling: 44, stability: 72, accuracy: 97, range: 73,
    tags: ['Long Range', 'Sniper Support'],
  },
  {
    weapon_slug: 'm14', name: 'Full-Auto Marksman', rating: 4.6, build_code: '6LGJTUK04BG7MUGF089BS',
    description: 'Expensive M14 setup that makes full-auto usable at mid range, so it can switch between sniping and close fights.',
    control: 78, handling: 46, stability: 78, accuracy: 85, range: 66,
    tags: ['Meta', 'Low Recoil', 'Aggressive'],
  },
  {
    weapon_slug: 'sr-25', name: 'Precision Tapper', rating: 4.4, build_code: '6JQT1FK04BG7MUGF089BS',
    description: 'SR-25 with a long barrel and 6x scope for deliberate shots at range. Aim high to use the headshot bonus.',
    control: 58, handling: 38, stability: 72, accuracy: 95, range: 70,
    tags: ['Long Range', 'Sniper Support'],
  },
  {
    weapon_slug: 'psg-1', name: 'Overwatch', rating: 4.1, build_code: '6JQT19K04BG7MUGF089BS',
    description: 'A mid-cost PSG-1 for covering your squad from a distance. Fast bullets make moving targets easier to hit.',
    control: 58, handling: 42, stability: 70, accuracy: 99, range: 92,
    tags: ['Long Range', 'Sniper Support'],
  },
  {
    weapon_slug: 'svd', name: 'Dragunov Picks', rating: 4.0, build_code: '6JTS47804BG7MUGF089BS',
    description: 'SVD tuned for first-shot accuracy. Two good body hits or one head hit does most of the work.',
    control: 54, handling: 39, stability: 69, accuracy: 91, range: 64,
    tags: ['Long Range', 'Armor Shredder'],
  },
  {
    weapon_slug: 'm700', name: 'Classic Bolt', rating: 4.2, build_code: '6JQT09K04BG7MUGF089BS',
    description: 'A straightforward M700 with an 8x scope and a stable stock. Take your time, aim for the head.',
    control: 53, handling: 33, stability: 63, accuracy: 99, range: 99,
    tags: ['Long Range'],
  },
  {
    weapon_slug: 'awm', name: 'One Shot Wonder', rating: 4.5, build_code: '6JQT08404BG7MUGF089BS',
    description: 'The most expensive build here (about 800k). Fast bullets and huge damage make long headshots easy; do not miss.',
    control: 30, handling: 19, stability: 59, accuracy: 99, range: 99,
    tags: ['Long Range', 'Meta'],
  },
  {
    weapon_slug: 'g18', name: 'Panic Button', rating: 3.9, build_code: '6JQT948063PRJI1QTIR9P',
    description: 'A cheap full-auto G18 sidearm with a bigger magazine, for when your main weapon runs dry at close range.',
    control: 64, handling: 99, stability: 66, accuracy: 47, range: 25,
    tags: ['Budget', 'Hip Fire', 'Close Quarters'],
  },
];
