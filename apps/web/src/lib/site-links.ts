/**
 * Community / social links shown in the footer and on the Contribute page.
 * Lead: confirm these before launch (they point at the game's public community spaces).
 */
export const SOCIAL_LINKS = [
  { id: 'discord', href: 'https://discord.gg/deltaforcegame' },
  { id: 'reddit', href: 'https://www.reddit.com/r/DeltaForceGame/' },
  { id: 'official', href: 'https://www.playdeltaforce.com/' },
] as const;
