// A yes/no choice kept in localStorage ('1' or '0') for the sand islands: colour-blind patterns, sound, the first-game
// guide. Storage that is missing, blocked or full only means the choice is not remembered; nothing throws.

/** The stored choice: true, false, or null when none is stored or storage cannot be read. */
export function readFlag(key: string): boolean | null {
  try {
    const v = window.localStorage.getItem(key);
    return v === '1' ? true : v === '0' ? false : null;
  } catch {
    return null;
  }
}

/** Stores the choice; false when storage refused it. */
export function writeFlag(key: string, on: boolean): boolean {
  try {
    window.localStorage.setItem(key, on ? '1' : '0');
    return true;
  } catch {
    return false;
  }
}
