/** localStorage access that never throws (private mode, disabled storage, quota). */
export function readStorage(key: string): string | null {
  if (typeof window === 'undefined') return null; // server render: nothing stored
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn(`Could not read "${key}" from localStorage`, error);
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not save "${key}" to localStorage`, error);
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove "${key}" from localStorage`, error);
  }
}
