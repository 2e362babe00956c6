// The verification index: one summary line per registered source table (size and cell counts) and the totals.
import { compareSourceTable, isClean, type SourceTableSpec } from '~/lib/source-table';
import type { RuleSet } from '~/lib/source-table';
import { RULE_SETS } from './rule-sets';

export interface TableSummary {
  id: string;
  ruleSet: RuleSet;
  title: string;
  source: { file: string; section: string };
  page: string;
  /** Printed rows × printed columns. */
  rows: number;
  columns: number;
  agree: number;
  /** Cells that differ for a known reason. */
  explained: number;
  /** Cells that differ with no known reason, or printed cells the engine does not produce. */
  unexplained: number;
  clean: boolean;
}

export interface IndexTotals {
  tables: number;
  cells: number;
  agree: number;
  explained: number;
  unexplained: number;
}

/** Summarises each table with the same comparison the SourceTable component and the tests use. */
export function summarizeTables(specs: readonly SourceTableSpec[]): { rows: TableSummary[]; totals: IndexTotals } {
  const order = (r: RuleSet) => RULE_SETS.findIndex((x) => x.id === r);
  const rows = specs
    .map((spec) => {
      const c = compareSourceTable(spec);
      return {
        id: spec.id,
        ruleSet: spec.ruleSet,
        title: spec.title,
        source: spec.source,
        page: spec.page,
        rows: spec.printed.rows.length,
        columns: spec.printed.columns.length,
        agree: c.counts.agree,
        explained: c.counts.explained,
        unexplained: c.counts.unexplained + c.counts['source-only'],
        clean: isClean(c),
      };
    })
    .sort((a, b) => order(a.ruleSet) - order(b.ruleSet));
  const totals = rows.reduce(
    (t, r) => ({
      tables: t.tables + 1,
      cells: t.cells + r.agree + r.explained + r.unexplained,
      agree: t.agree + r.agree,
      explained: t.explained + r.explained,
      unexplained: t.unexplained + r.unexplained,
    }),
    { tables: 0, cells: 0, agree: 0, explained: 0, unexplained: 0 },
  );
  return { rows, totals };
}

/** The anchor a SourceTable component gives its figure, so the index can link straight to the table. */
export function tableAnchor(id: string): string {
  return `table-${id.replace(/[^a-z0-9]+/gi, '-')}`;
}
