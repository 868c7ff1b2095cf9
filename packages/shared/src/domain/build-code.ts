// A weapon build code as the game copies it: "6" and 20 more capitals or digits (every one of the
// 83 sourced codes in docs/game-data.md has this form). Players often paste the whole line the
// client copies, "<weapon>-<mode>-<code>"; the code is its last part.

export const BUILD_CODE_PATTERN = /^6[0-9A-Z]{20}$/;

/** The bare code from what a player pasted (trimmed, upper-cased), or null when it has no code. */
export function parseBuildCode(input: string): string | null {
  const last =
    input
      .trim()
      .split(/[-\s]+/)
      .pop() ?? '';
  const code = last.toUpperCase();
  return BUILD_CODE_PATTERN.test(code) ? code : null;
}
