// tgm3: every printed source table the site transcribed, and every contradiction it shows.
import type { SourceTableSpec } from '~/lib/source-table';
import type { Contradiction } from '~/lib/contradictions';

export const TGM3_TABLES: SourceTableSpec[] = [];

export const TGM3_CONTRADICTIONS: Contradiction[] = [];
