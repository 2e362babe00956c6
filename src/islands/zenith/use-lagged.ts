// Coalesced input for a figure that takes a while to compute (issue 31 item 3): the controls follow every input event at
// once, the figure takes only the latest value, one animation frame later. While it catches up, `pending` is true and
// the figure keeps saying which value it shows, so an intermediate state never passes for the new one.
import { useEffect, useState } from 'preact/hooks';

export function useLagged<T>(value: T, key: string): { shown: T; pending: boolean } {
  const [shown, setShown] = useState({ key, value });
  useEffect(() => {
    if (shown.key === key) return;
    if (typeof requestAnimationFrame !== 'function') return setShown({ key, value });
    const id = requestAnimationFrame(() => setShown({ key, value }));
    return () => cancelAnimationFrame(id);
  }, [key]);
  return { shown: shown.value, pending: shown.key !== key };
}
