// Source tables: a table printed in a source document, the engine's version of it, and the cell-by-cell comparison.

/** A cell: a number, a word, or null where the source printed nothing. */
export type Cell = number | string | null;

export interface Grid {
  /** Column headings, in order (the row-label column is not included). */
  columns: string[];
  rows: { label: string; cells: Cell[] }[];
}

/**
 * What the engine must print in a cell that differs from the source for a known reason. A known difference is a claim
 * about the engine, and the comparison checks it:
 * - `{ value }`: exactly this cell (numbers compared as printed cells are, by the value's own digits);
 * - `{ printedColumn }`: what the source printed in that column of the same row (a swapped or shifted column);
 * - `{ rule, holds }`: a rule in words, and a check of the engine's cell against the printed row.
 */
export type EngineMust =
  { value: Cell } | { printedColumn: string } | { rule: string; holds: (engine: Cell, printedRow: (column: string) => Cell | undefined) => boolean };

/**
 * A difference we know about and can explain; `row` or `column` left out means "every row/column". It explains a
 * differing cell only when the engine prints what `engineMust` says; otherwise that cell is unexplained.
 */
export interface KnownDifference {
  row?: string;
  column?: string;
  reason: string;
  engineMust: EngineMust;
}

export type RuleSet = 'zenith' | 'tgm3' | 'sand' | 'block-war' | 'lost-space';

/** Everything the site knows about one printed table. */
export interface SourceTableSpec {
  id: string;
  ruleSet: RuleSet;
  title: string;
  /** Heading over the row labels. */
  rowHeader: string;
  source: { file: string; section: string };
  /** The site page (path) where the table is shown. */
  page: string;
  /** The cells as the source printed them, transcribed. */
  printed: Grid;
  /** The same table computed by the engine. */
  engine: () => Grid;
  known: KnownDifference[];
  /** How to compare two cells; by default numbers agree when the engine's rounds to the printed digits. */
  agrees?: (printed: Cell, engine: Cell) => boolean;
}

export type CellStatus = 'agree' | 'explained' | 'unexplained' | 'engine-only' | 'source-only';

export interface ComparedCell {
  engine: Cell;
  printed: Cell | undefined;
  status: CellStatus;
  reason?: string;
}

export interface Comparison {
  columns: string[];
  rows: { label: string; cells: ComparedCell[] }[];
  counts: Record<CellStatus, number>;
  /** Known differences that matched no differing cell: the engine or the transcription changed. */
  staleKnown: KnownDifference[];
}

/**
 * Digits after the decimal point of a printed value. A number loses trailing zeros (8.00 becomes 8), so
 * transcriptions write such cells as strings ("8.00") to keep the printed precision.
 */
export function decimalsOf(printed: number | string): number {
  const text = String(printed);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** Printed numbers are rounded; the engine's number agrees when it rounds to the printed value. */
export function agreesByPrintedDigits(printed: Cell, engine: Cell): boolean {
  if (typeof printed === 'number' && typeof engine === 'number') {
    const d = decimalsOf(printed);
    return Math.abs(engine - printed) <= 0.5 * 10 ** -d + 1e-9;
  }
  if (typeof printed === 'string' && typeof engine === 'number' && /^-?\d+(\.\d+)?$/.test(printed)) {
    const d = decimalsOf(printed);
    return Math.abs(engine - Number(printed)) <= 0.5 * 10 ** -d + 1e-9;
  }
  return printed === engine;
}

function findKnown(known: KnownDifference[], row: string, column: string): KnownDifference | undefined {
  return known.find((k) => (k.row === undefined || k.row === row) && (k.column === undefined || k.column === column));
}

/** Whether the engine's cell is what a known difference says it must be (`printedRow` reads the same printed row). */
export function engineKeepsKnown(k: KnownDifference, engine: Cell, printedRow: (column: string) => Cell | undefined): boolean {
  const must = k.engineMust as EngineMust | undefined;
  if (!must) return false;
  if ('value' in must) return must.value === null ? engine === null : agreesByPrintedDigits(must.value, engine);
  if ('printedColumn' in must) {
    const other = printedRow(must.printedColumn);
    return other !== undefined && other !== null && agreesByPrintedDigits(other, engine);
  }
  return must.holds(engine, printedRow);
}

/** The known difference's claim in words, for the page and for test failures. */
export function describeEngineMust(must: EngineMust): string {
  if ('value' in must) return `the engine prints ${must.value === null ? 'nothing' : String(must.value)}`;
  if ('printedColumn' in must) return `the engine prints what the source printed under "${must.printedColumn}"`;
  return must.rule;
}

/** Compares every printed cell with the engine's, by row label and column heading. */
export function compareSourceTable(spec: SourceTableSpec): Comparison {
  const engine = spec.engine();
  const agrees = spec.agrees ?? agreesByPrintedDigits;
  const counts: Record<CellStatus, number> = { agree: 0, explained: 0, unexplained: 0, 'engine-only': 0, 'source-only': 0 };
  const used = new Set<KnownDifference>();
  const columns = [...spec.printed.columns, ...engine.columns.filter((c) => !spec.printed.columns.includes(c))];
  const labels = [...spec.printed.rows.map((r) => r.label), ...engine.rows.map((r) => r.label).filter((l) => !spec.printed.rows.some((r) => r.label === l))];

  const rows = labels.map((label) => {
    const pRow = spec.printed.rows.find((r) => r.label === label);
    const eRow = engine.rows.find((r) => r.label === label);
    const cells = columns.map((column): ComparedCell => {
      const pi = spec.printed.columns.indexOf(column);
      const ei = engine.columns.indexOf(column);
      const printed = pRow && pi >= 0 ? pRow.cells[pi] : undefined;
      const eng = eRow && ei >= 0 ? eRow.cells[ei] : null;
      let status: CellStatus;
      let reason: string | undefined;
      if (printed === undefined || printed === null) status = 'engine-only';
      else if (eRow && ei >= 0 && agrees(printed, eng)) status = 'agree';
      else {
        const k = findKnown(spec.known, label, column);
        const printedRow = (col: string) => {
          const i = spec.printed.columns.indexOf(col);
          return pRow && i >= 0 ? pRow.cells[i] : undefined;
        };
        if (k && eRow && ei >= 0 && engineKeepsKnown(k, eng, printedRow)) {
          used.add(k);
          status = 'explained';
          reason = k.reason;
        } else {
          status = !eRow || ei < 0 ? 'source-only' : 'unexplained';
          if (k) {
            used.add(k);
            reason = `A known difference covers this cell, but it does not hold: ${k.engineMust ? describeEngineMust(k.engineMust) : 'it states nothing the engine must print'}.`;
          }
        }
      }
      counts[status]++;
      return { engine: eng, printed, status, reason };
    });
    return { label, cells };
  });
  return { columns, rows, counts, staleKnown: spec.known.filter((k) => !used.has(k)) };
}

/** Shows an engine value at the printed precision (what was compared); other numbers to at most 3 decimals. */
export function formatCell(value: Cell | undefined, printed?: Cell): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (printed !== null && printed !== undefined && /^-?\d+(\.\d+)?$/.test(String(printed))) return value.toFixed(decimalsOf(printed));
  if (Number.isInteger(value)) return String(value);
  return String(Number(value.toFixed(3)));
}

/** True when a comparison has nothing a maintainer must look at: every difference explained, no stale note. */
export function isClean(c: Comparison): boolean {
  return c.counts.unexplained === 0 && c.counts['source-only'] === 0 && c.staleKnown.length === 0;
}
