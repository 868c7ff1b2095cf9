import type { Build } from '@dfwiki/shared';

/**
 * Whose guess a build's rating and performance values are (docs/game-data.md, "Ours, and labelled
 * as ours"): DF Wiki's examples on a build imported from a list, else the player who sent it, else
 * the editors who wrote it. None of them is measured.
 */
export function valuesBy(build: Pick<Build, 'source' | 'submitted_at'>): 'example' | 'player' | 'editors' {
  if (build.source) return 'example';
  return build.submitted_at ? 'player' : 'editors';
}

/** A list's name without its citation: "Community code list (Tencent Doc…, via …)" → "Community code list". */
export function shortSourceName(source: string): string {
  const name = source.split(' (')[0]!.trim();
  return name || source;
}
