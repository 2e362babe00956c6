// lost-space: every printed source table the site transcribed, and every contradiction it shows.
import type { SourceTableSpec } from '~/lib/source-table';
import type { Contradiction } from '~/lib/contradictions';

export const LOST_SPACE_TABLES: SourceTableSpec[] = [];

export const LOST_SPACE_CONTRADICTIONS: Contradiction[] = [];
