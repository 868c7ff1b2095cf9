/** The middle value (the upper middle of an even count); 0 for none. */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
