// Colour-blind mode across the sand islands: the sandbox keeps it in its link (sbPatterns); turning it on or off there is
// also remembered in localStorage, and every sand figure on any page follows that remembered choice. Storage that is
// missing, blocked or full only means the figures do not follow; nothing throws.
import { useEffect, useState } from 'preact/hooks';
import { readFlag, writeFlag } from './stored-flag';

/** The localStorage key of the remembered choice ('1' on, '0' off). */
export const PATTERNS_KEY = 'stack-atlas:sand:patterns';
/** The window event sent when the choice changes in this tab (other tabs hear the storage event). */
const EVENT = 'stack-atlas:sand-patterns';

/** The remembered choice: true, false, or null when none is stored or storage cannot be read. */
export function readPatternChoice(): boolean | null {
  return readFlag(PATTERNS_KEY);
}

/** Remembers the choice (storage refused: the figures keep their drawing) and tells the figures on this page. */
export function writePatternChoice(on: boolean): void {
  writeFlag(PATTERNS_KEY, on);
  window.dispatchEvent(new CustomEvent(EVENT, { detail: on }));
}

/** For the sand figures: false on the server and the first render, then the remembered choice, kept current. */
export function usePatternChoice(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    setOn(readPatternChoice() === true);
    const onEvent = (e: Event) => setOn((e as CustomEvent<boolean>).detail === true);
    const onStorage = (e: StorageEvent) => {
      if (e.key === PATTERNS_KEY) setOn(readPatternChoice() === true);
    };
    window.addEventListener(EVENT, onEvent);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(EVENT, onEvent);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return on;
}
