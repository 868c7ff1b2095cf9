// Sample builds. Build codes are real Operations codes copied from the sourced build-codes.json
// (a community sheet snapshot; codes can stop working after patches and probably belong to the CN
// client), so each build credits that list (`source`), not a player. Approximate costs quoted in
// descriptions come from the same sheet (a test checks each); so do the few setup words a
// description uses (short barrel, 2x scope…), from the sheet's label of that code. Names, the rest
// of each description, ratings, performance bars and tags are DF Wiki examples and opinions, and
// the page labels them so; no creator or attachment list is made up.
import gameData from './data/game-data.json';
import type { SeedBuild } from './types';

/** The credit every sample build carries instead of an invented player. */
export const BUILD_CODE_SOURCE = `Community code list (Tencent Doc sheet, via ${gameData.build_codes.source})`;

/**
 * When these codes came into DF Wiki from the sheet (commit fd4185b, 2026-11-22): the date the
 * page shows as "Imported", so a build does not look as new as the database it was seeded into.
 */
export const BUILD_CODES_IMPORTED_AT = '2026-11-22T00:00:00.000Z';

// prettier-ignore
export const SEED_BUILDS: SeedBuild[] = [
  {
    weapon_slug: 'm4a1', name: 'Starter M4A1', rating: 4.3, build_code: '6JQT3380E8GD6DF03A21V',
    description: 'The cheaper of the two M4A1 codes in the sheet (about 220k). A low-cost way to get to know the rifle before paying for more parts.',
    control: 64, handling: 70, stability: 68, accuracy: 67, range: 47,
    tags: ['Budget', 'Beginner Friendly'],
  },
  {
    weapon_slug: 'm4a1', name: 'Half-Kit 2x M4A1', rating: 4.6, build_code: '6JQT34K0E8GD6DF03A21V',
    description: 'A half-modded M4A1 with a 2x scope, about 350k in the sheet. More reach than a red dot without the price of a full kit.',
    control: 66, handling: 66, stability: 68, accuracy: 70, range: 55,
    tags: [],
  },
  {
    weapon_slug: 'akm', name: 'Mid-Price AKM', rating: 4.2, build_code: '6JQT30S0E8GD6DF03A21V',
    description: 'An AKM code at about 320k. The rifle hits hard per shot and kicks hard too; try it on the range before you take it into a raid.',
    control: 72, handling: 56, stability: 80, accuracy: 66, range: 49,
    tags: ['Armor Shredder'],
  },
  {
    weapon_slug: 'k416', name: 'Fast-Twitch Rifle', rating: 4.7, build_code: '6LGFD0001SD6JA3I74O3I',
    description: 'A K416 code at about 340k, for players who want one all-round assault rifle.',
    control: 69, handling: 73, stability: 74, accuracy: 72, range: 52,
    tags: ['Aggressive'],
  },
  {
    weapon_slug: 'ak-12', name: 'Armour Breaker', rating: 4.4, build_code: '6LGFB2001SD6JA3I74O3I',
    description: 'An AK-12 code at about 350k. The AK-12 is known for its armour damage; this setup is a mid-priced way to use it.',
    control: 80, handling: 58, stability: 84, accuracy: 70, range: 52,
    tags: ['Armor Shredder'],
  },
  {
    weapon_slug: 'as-val', name: 'Silent Room Clearer', rating: 4.8, build_code: '6LGUDHG01SD6JA3I74O3I',
    description: 'An AS Val code at about 420k. The AS Val is a quiet, short-range rifle: best inside buildings, weak on long sightlines.',
    control: 64, handling: 77, stability: 69, accuracy: 37, range: 25,
    tags: ['Stealth', 'Close Quarters'],
  },
  {
    weapon_slug: 'mk47', name: 'Heavy Hitter', rating: 4.4, build_code: '6L7T0Q401SD6JA3I74O3I',
    description: 'The cheaper of the two MK47 codes in the sheet, about 400k. Big hits per shot at a mid price.',
    control: 61, handling: 72, stability: 70, accuracy: 68, range: 49,
    tags: ['Armor Shredder'],
  },
  {
    weapon_slug: 'mk47', name: 'Top-Shelf MK47', rating: 4.5, build_code: '6L7T0RS01SD6JA3I74O3I',
    description: 'The more expensive MK47 code, about 580k. Worth it only if you can afford to lose it.',
    control: 57, handling: 54, stability: 70, accuracy: 75, range: 59,
    tags: ['Armor Shredder'],
  },
  {
    weapon_slug: 'kc17', name: 'Budget Shredder', rating: 4.1, build_code: '6L7SVF001SD6JA3I74O3I',
    description: 'The cheaper KC17 code, about 200k: a low-risk way to try the rifle.',
    control: 65, handling: 68, stability: 69, accuracy: 67, range: 47,
    tags: ['Budget'],
  },
  {
    weapon_slug: 'kc17', name: 'Full Fire-Control KC17', rating: 4.6, build_code: '6L7SVGO01SD6JA3I74O3I',
    description: 'A fully modded KC17 built around fire control, with a 3.5x scope for mid-range fights; about 450k in the sheet.',
    control: 79, handling: 58, stability: 83, accuracy: 70, range: 58,
    tags: ['Low Recoil', 'Armor Shredder'],
  },
  {
    weapon_slug: 'ar-57', name: 'Hallway Sprayer', rating: 4.5, build_code: '6L4981C01SD6JA3I74O3I',
    description: 'The more expensive AR-57 code, about 380k. The AR-57 is at home at short range.',
    control: 64, handling: 82, stability: 67, accuracy: 56, range: 36,
    tags: ['Close Quarters'],
  },
  {
    weapon_slug: 'ar-57', name: 'Light Runner', rating: 4.0, build_code: '6L4981S01SD6JA3I74O3I',
    description: 'The cheaper AR-57 code, about 230k, for quick loot runs where losing it would not hurt much.',
    control: 64, handling: 68, stability: 69, accuracy: 63, range: 44,
    tags: ['Budget', 'Close Quarters'],
  },
  {
    weapon_slug: 'mcx-lt', name: 'Entry Carbine', rating: 4.0, build_code: '6L4JL8001SD6JA3I74O3I',
    description: 'The cheaper MCX LT code, about 200k, for players who push first and fight at short range.',
    control: 56, handling: 84, stability: 61, accuracy: 54, range: 36,
    tags: ['Budget', 'Close Quarters'],
  },
  {
    weapon_slug: 'mcx-lt', name: 'Mid-Price MCX LT', rating: 4.2, build_code: '6L4JL8G01SD6JA3I74O3I',
    description: 'The more expensive MCX LT code, about 320k.',
    control: 74, handling: 58, stability: 81, accuracy: 60, range: 46,
    tags: [],
  },
  {
    weapon_slug: 'scar-h', name: 'Battle Rifle Classic', rating: 4.3, build_code: '6LGFB4C01SD6JA3I74O3I',
    description: 'A SCAR-H code at about 390k. A battle rifle: slower and heavier than an assault rifle, with bigger hits.',
    control: 52, handling: 45, stability: 60, accuracy: 82, range: 70,
    tags: ['Armor Shredder'],
  },
  {
    weapon_slug: 'm7', name: 'Endgame M7', rating: 4.7, build_code: '6LF9ND001SD6JA3I74O3I',
    description: 'A high-cost M7 code (about 660k) for players who can afford to lose it.',
    control: 53, handling: 45, stability: 61, accuracy: 82, range: 70,
    tags: [],
  },
  {
    weapon_slug: 'ash-12', name: 'Breacher', rating: 4.5, build_code: '6LHJEUS01SD6JA3I74O3I',
    description: 'An ASh-12 code at about 490k. The ASh-12 ends fights in few hits and is happiest inside buildings.',
    control: 34, handling: 74, stability: 44, accuracy: 39, range: 28,
    tags: ['Close Quarters', 'Armor Shredder'],
  },
  {
    weapon_slug: 'car-15', name: 'Pocket Money Carbine', rating: 3.8, build_code: '6KHVDPO01SD6JA3I74O3I',
    description: 'One of the cheapest codes in the sheet (about 90k). Fine for practice runs and low-risk raids.',
    control: 71, handling: 73, stability: 69, accuracy: 67, range: 47,
    tags: ['Budget', 'Beginner Friendly'],
  },
  {
    weapon_slug: 'mp5', name: 'Beginner CQB', rating: 4.2, build_code: '6JQSVUG04BG7MUGF089BS',
    description: 'An inexpensive MP5 code (about 160k) for learning close-range fights without risking much.',
    control: 75, handling: 86, stability: 77, accuracy: 58, range: 39,
    tags: ['Budget', 'Beginner Friendly', 'Close Quarters'],
  },
  {
    weapon_slug: 'p90', name: 'Room Holder', rating: 4.4, build_code: '6JQSVT404BG7MUGF089BS',
    description: 'A P90 code at about 340k, for holding rooms and stairwells at short range.',
    control: 71, handling: 98, stability: 74, accuracy: 51, range: 31,
    tags: ['Close Quarters'],
  },
  {
    weapon_slug: 'vector', name: 'Buzzsaw', rating: 4.7, build_code: '6JURNES04BG7MUGF089BS',
    description: 'A Vector code at about 320k. The Vector is a very close-range weapon; switch for anything further.',
    control: 68, handling: 98, stability: 73, accuracy: 55, range: 33,
    tags: ['Close Quarters', 'Aggressive'],
  },
  {
    weapon_slug: 'mp7', name: 'Quick Raider', rating: 4.3, build_code: '6JQSVDO04BG7MUGF089BS',
    description: 'The cheaper MP7 code, about 260k, for fast looting routes and short fights.',
    control: 66, handling: 94, stability: 72, accuracy: 55, range: 34,
    tags: ['Close Quarters'],
  },
  {
    weapon_slug: 'mp7', name: 'Premium MP7', rating: 4.5, build_code: '6JQSVE804BG7MUGF089BS',
    description: 'The more expensive MP7 code, about 510k. Pair it with good ammo to make up for its low armour damage.',
    control: 84, handling: 68, stability: 92, accuracy: 61, range: 44,
    tags: [],
  },
  {
    weapon_slug: 'sr-3m', name: 'Compact Armour Killer', rating: 4.6, build_code: '6JQSVIS04BG7MUGF089BS',
    description: 'An SR-3M code at about 470k, for close-range fights against armoured players.',
    control: 69, handling: 88, stability: 78, accuracy: 41, range: 25,
    tags: ['Close Quarters', 'Armor Shredder'],
  },
  {
    weapon_slug: 'mk4', name: 'Headhunter SMG', rating: 4.2, build_code: '6LGJTNG04BG7MUGF089BS',
    description: 'An MK4 code at about 300k. Keep the sights at head height, where this SMG does the most work.',
    control: 71, handling: 72, stability: 84, accuracy: 75, range: 53,
    tags: ['Close Quarters'],
  },
  {
    weapon_slug: 'm1014', name: 'Doorway Guard', rating: 4.1, build_code: '6JQT8VG063PRJI1QTIR9P',
    description: 'An M1014 code at about 260k. Hold a door and let the first shot do the work.',
    control: 45, handling: 76, stability: 46, accuracy: 29, range: 22,
    tags: ['Close Quarters'],
  },
  {
    weapon_slug: 'pkm', name: 'Anchor Point', rating: 4.3, build_code: '6JQT7L4063PRJI1QTIR9P',
    description: 'The cheaper PKM code, about 260k, for holding an angle while teammates move.',
    control: 57, handling: 28, stability: 65, accuracy: 62, range: 60,
    tags: ['Sniper Support'],
  },
  {
    weapon_slug: 'm250', name: 'Budget Belt-Fed', rating: 4.2, build_code: '6JQT3Q8063PRJI1QTIR9P',
    description: 'The cheaper M250 code, about 280k. Few upgrades for the price, so expect heavy recoil on long bursts.',
    control: 34, handling: 35, stability: 46, accuracy: 59, range: 55,
    tags: ['Budget', 'Armor Shredder'],
  },
  {
    weapon_slug: 'm250', name: 'Premium M250', rating: 4.6, build_code: '6JQTR4G063PRJI1QTIR9P',
    description: 'The more expensive M250 code, about 530k.',
    control: 48, handling: 25, stability: 60, accuracy: 62, range: 60,
    tags: ['Armor Shredder'],
  },
  {
    weapon_slug: 'm249', name: 'Quick-Handling M249', rating: 4.0, build_code: '6JQT41C063PRJI1QTIR9P',
    description: 'An M249 the sheet sets up for high handling speed, about 310k: quicker to bring up and turn than a heavier belt-fed, so it can move with the squad.',
    control: 70, handling: 60, stability: 55, accuracy: 58, range: 57,
    tags: [],
  },
  {
    weapon_slug: 'm14', name: 'DMR Workhorse', rating: 4.4, build_code: '6LGJTTK04BG7MUGF089BS',
    description: 'The cheaper M14 code, about 540k, for single taps at mid to long range.',
    control: 64, handling: 44, stability: 72, accuracy: 97, range: 73,
    tags: ['Long Range'],
  },
  {
    weapon_slug: 'm14', name: 'Top-Shelf M14', rating: 4.6, build_code: '6LGJTUK04BG7MUGF089BS',
    description: 'The more expensive M14 code, about 720k.',
    control: 78, handling: 46, stability: 78, accuracy: 85, range: 66,
    tags: [],
  },
  {
    weapon_slug: 'sr-25', name: 'Short-Barrel SR-25', rating: 4.4, build_code: '6JQT1FK04BG7MUGF089BS',
    description: 'An SR-25 the sheet lists as a budget build with a short barrel, about 520k. Handier than a long-barrel marksman setup; take deliberate shots at mid range.',
    control: 58, handling: 55, stability: 72, accuracy: 95, range: 55,
    tags: ['Budget'],
  },
  {
    weapon_slug: 'psg-1', name: 'Overwatch', rating: 4.1, build_code: '6JQT19K04BG7MUGF089BS',
    description: 'A mid-cost PSG-1 code (about 260k) for covering your squad from a distance.',
    control: 58, handling: 42, stability: 70, accuracy: 99, range: 92,
    tags: ['Long Range', 'Sniper Support'],
  },
  {
    weapon_slug: 'svd', name: 'Dragunov Picks', rating: 4.0, build_code: '6JTS47804BG7MUGF089BS',
    description: 'An SVD code at about 270k, for deliberate shots at range.',
    control: 54, handling: 39, stability: 69, accuracy: 91, range: 64,
    tags: ['Long Range'],
  },
  {
    weapon_slug: 'm700', name: 'Classic Bolt', rating: 4.2, build_code: '6JQT09K04BG7MUGF089BS',
    description: 'An M700 code at about 350k. Take your time and aim for the head.',
    control: 53, handling: 33, stability: 63, accuracy: 99, range: 99,
    tags: ['Long Range'],
  },
  {
    weapon_slug: 'awm', name: 'One Shot Wonder', rating: 4.5, build_code: '6JQT08404BG7MUGF089BS',
    description: 'The most expensive build here (about 800k). Huge damage per shot; do not miss.',
    control: 30, handling: 19, stability: 59, accuracy: 99, range: 99,
    tags: ['Long Range'],
  },
  {
    weapon_slug: 'g18', name: 'Panic Button', rating: 3.9, build_code: '6JQT948063PRJI1QTIR9P',
    description: 'A cheap G18 sidearm code (about 100k) for when your main weapon runs dry at close range.',
    control: 64, handling: 99, stability: 66, accuracy: 47, range: 25,
    tags: ['Budget', 'Close Quarters'],
  },
];
