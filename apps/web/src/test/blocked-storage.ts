import { vi } from 'vitest';

/** Makes every localStorage read throw, as a blocked storage does, and silences the warning logged about it. */
export function blockStorageReads(): void {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('denied');
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
}
