// Preact hook that keeps an island's state in the URL: read after mount, written back debounced with replaceState.
import { useEffect, useRef, useState } from 'preact/hooks';
import { readParams, writeParams, type ParamSpecs, type ParamValues } from './url-state';
import type { Locale } from '~/i18n/locales';

const WRITE_DELAY_MS = 250;

function defaults<S extends ParamSpecs>(specs: S): ParamValues<S> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(specs)) out[key] = specs[key].default;
  return out as ParamValues<S>;
}

/**
 * State that starts at the defaults (so the server render is the default figure), then takes the
 * URL's values after mount. `set` merges a change and schedules a URL write; `notices` lists what
 * was ignored or clamped, worded in `locale` (the page's language; English by default).
 */
export function useUrlState<S extends ParamSpecs>(specs: S, locale: Locale = 'en') {
  const [values, setValues] = useState<ParamValues<S>>(() => defaults(specs));
  const [notices, setNotices] = useState<string[]>([]);
  const touched = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const read = readParams(window.location.search, specs, locale);
    setValues(read.values);
    setNotices(read.notices);
    return () => clearTimeout(timer.current);
  }, []);

  useEffect(() => {
    if (!touched.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const search = writeParams(window.location.search, specs, values);
      const url = `${window.location.pathname}${search}${window.location.hash}`;
      window.history.replaceState(window.history.state, '', url);
    }, WRITE_DELAY_MS);
  }, [values]);

  const set = (change: Partial<ParamValues<S>>) => {
    touched.current = true;
    setValues((old) => ({ ...old, ...change }));
  };
  const reset = () => {
    touched.current = true;
    setValues(defaults(specs));
    setNotices([]);
  };
  /** The link that reproduces the current state, written now rather than after the debounce. */
  const shareUrl = () => {
    const { origin, pathname, search, hash } = window.location;
    return `${origin}${pathname}${writeParams(search, specs, values)}${hash}`;
  };
  return { values, set, reset, notices, shareUrl, dismissNotices: () => setNotices([]) };
}
