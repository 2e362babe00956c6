// Zenith Tower: every printed source table the site transcribed, and every contradiction it shows.
import type { SourceTableSpec } from '~/lib/source-table';
import type { Contradiction } from '~/lib/contradictions';
import { zenithFloors } from './floors';
import { zenithFavorClaims } from './favor-claims';

export const ZENITH_TABLES: SourceTableSpec[] = [zenithFloors, zenithFavorClaims];

export const ZENITH_CONTRADICTIONS: Contradiction[] = [
  {
    id: 'zenith/expert-favor-start',
    ruleSet: 'zenith',
    title: 'Expert favor on floor 1',
    source: '000_ecc5a4213eb4b823.txt, 垃圾幸运度 (garbage favor)',
    readings: [
      { who: 'prose', says: 'Expert subtracts 33, "so holes are uniform at the start" (favor 0).' },
      { who: 'reference code', says: 'favor = 0 - 3 × floor - (Messy ? 25 : 0), so -3 on floor 1.' },
    ],
    modelled: 'The code (RULINGS.md, Zenith: the engine follows the reference loop).',
    page: '/zenith/garbage-favor/#what-the-write-up-says-against-the-code',
  },
  {
    id: 'zenith/favor-sort-direction',
    ruleSet: 'zenith',
    title: 'Which columns positive favor prefers',
    source: '000_ecc5a4213eb4b823.txt, 垃圾幸运度 (garbage favor) and getHolePosition',
    readings: [
      { who: 'prose', says: 'Positive favor makes holes easier to dig.' },
      { who: 'reference code (2025-01-19)', says: 'Columns are sorted by score, highest (tallest, farthest) first, and the first places weigh most: harder holes.' },
      { who: 'later client (spring 2025)', says: 'The order was turned around to match the prose.' },
    ],
    modelled: 'The 2025-01-19 code by default; the later direction as a "client version" switch (RULINGS.md, Zenith).',
    page: '/zenith/garbage-favor/#which-way-the-sort-runs',
  },
];
