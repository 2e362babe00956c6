// Sand blocks: every printed source table the site transcribed, and every contradiction it shows.
import type { SourceTableSpec } from '~/lib/source-table';
import type { Contradiction } from '~/lib/contradictions';
import { sandShapes } from './shapes';
import { sandParameters } from './parameters';
import { sandPile } from './pile';
import { sandChainExample } from './scoring';
import { sandPhysics } from './physics';
import { sandPerformance } from './performance';
import { SAND_CONTRADICTION_LIST } from './contradictions';

export const SAND_TABLES: SourceTableSpec[] = [sandShapes, sandParameters, sandPile, sandPhysics, sandPerformance, sandChainExample];

export const SAND_CONTRADICTIONS: Contradiction[] = SAND_CONTRADICTION_LIST;
