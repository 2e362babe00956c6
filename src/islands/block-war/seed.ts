// A Block War seed in a link and in a field: 1-24 letters, digits, - or _ (our choice), one spec for every island.
import { textParam } from '~/lib/url-state';

/** Longest seed (our choice). */
export const SEED_MAX = 24;
export const SEED_PATTERN = /^[A-Za-z0-9_-]{1,24}$/;

/** The URL parameter of a seed, with its default. */
export const seedParam = (fallback: string) =>
  textParam({
    default: fallback,
    pattern: SEED_PATTERN,
    maxLength: SEED_MAX,
    describe: { en: 'a seed of 1-24 letters, digits, - or _', 'zh-cn': '由 1-24 个字母、数字、- 或 _ 组成的种子' },
  });
