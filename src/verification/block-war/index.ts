// block-war: every printed source table the site transcribed, and every contradiction it shows.
import type { SourceTableSpec } from '~/lib/source-table';
import type { Contradiction } from '~/lib/contradictions';

export const BLOCK_WAR_TABLES: SourceTableSpec[] = [];

export const BLOCK_WAR_CONTRADICTIONS: Contradiction[] = [];
