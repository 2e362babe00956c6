// sand: every printed source table the site transcribed, and every contradiction it shows.
import type { SourceTableSpec } from '~/lib/source-table';
import type { Contradiction } from '~/lib/contradictions';

export const SAND_TABLES: SourceTableSpec[] = [];

export const SAND_CONTRADICTIONS: Contradiction[] = [];
