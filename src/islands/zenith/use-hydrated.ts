// True once the island runs in the browser: a "needs JavaScript" note shows in the build-time HTML and goes away on hydration.
import { useEffect, useState } from 'preact/hooks';

export function useHydrated(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(true), []);
  return on;
}
