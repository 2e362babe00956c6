// Source tables as data for tool-makers: the JSON and CSV files the build writes under /data/ (src/pages/data/), and
// the index that lists them. Every cell comes from the same comparison the page's SourceTable shows.
import pkg from '../../package.json';
import { DEFAULT_CLIENT_VERSION, type ClientVersion } from '~/engines/zenith/versions';
import { citation } from '~/lib/citations';
import { compareSourceTable, type Cell, type CellStatus, type RuleSet, type SourceTableSpec } from '~/lib/source-table';
import type { GeneratedTableSpec } from './generated-tables';

/** The version of the engines that computed the files: the site's package version. */
export const ENGINE_VERSION: string = pkg.version;

/** Where a table's files live, without the extension, under the base path (`/` or `/atlas/`): `/data/zenith/floors`. */
export function dataPath(id: string, base = '/'): string {
  return `${base.endsWith('/') ? base : `${base}/`}data/${id}`;
}

export interface SourceCitation {
  file: string;
  section: string;
  short: string;
  title: string;
  author: string;
  version: string;
  url?: string;
}

export interface TableDataCell {
  column: string;
  engine: Cell;
  /** What the source printed; null where it printed nothing. */
  printed: Cell;
  status: CellStatus;
  reason: string | null;
}

export interface TableData {
  id: string;
  ruleSet: RuleSet;
  title: string;
  rowHeader: string;
  source: SourceCitation;
  /** The site page that shows the table. */
  page: string;
  engineVersion: string;
  /** Zenith only: the client version whose rules the engine used. */
  clientVersion?: ClientVersion;
  columns: string[];
  rows: { label: string; cells: TableDataCell[] }[];
  counts: Record<CellStatus, number>;
}

/** A generated table as data: the engine's cells, with no printed source to compare. */
export interface GeneratedData {
  id: string;
  ruleSet: RuleSet;
  kind: 'generated';
  title: string;
  rowHeader: string;
  source: SourceCitation;
  engineFunction: string;
  page: string;
  engineVersion: string;
  clientVersion?: ClientVersion;
  columns: string[];
  rows: { label: string; cells: Cell[] }[];
}

export interface DataIndexEntry {
  id: string;
  ruleSet: RuleSet;
  kind: 'source-table' | 'generated';
  title: string;
  source: SourceCitation;
  page: string;
  clientVersion?: ClientVersion;
  json: string;
  csv: string;
}

export interface DataIndex {
  engineVersion: string;
  tables: DataIndexEntry[];
}

/** The cited document of a table, with its full citation (src/lib/citations.ts). */
export function sourceCitation(spec: { source: { file: string; section: string } }): SourceCitation {
  const c = citation(spec.source.file);
  return { file: spec.source.file, section: spec.source.section, short: c.short, title: c.title, author: c.author, version: c.version, url: c.url };
}

/**
 * The Zenith client version a table was computed for: the tables of the current write-up use the 'current' client,
 * every other Zenith table the default (the seed's 2025-01-19 client). Other rule sets have no client versions.
 */
export function clientVersionOf(spec: SourceTableSpec): ClientVersion | undefined {
  if (spec.ruleSet !== 'zenith') return undefined;
  return spec.source.file === 'zenith-current/readme.md' ? 'current' : DEFAULT_CLIENT_VERSION;
}

/** One table as data: every compared cell with the engine's value, the printed value, its status and reason. */
export function tableData(spec: SourceTableSpec): TableData {
  const cmp = compareSourceTable(spec);
  return {
    id: spec.id,
    ruleSet: spec.ruleSet,
    title: spec.title,
    rowHeader: spec.rowHeader,
    source: sourceCitation(spec),
    page: spec.page,
    engineVersion: ENGINE_VERSION,
    clientVersion: clientVersionOf(spec),
    columns: cmp.columns,
    rows: cmp.rows.map((row) => ({
      label: row.label,
      cells: row.cells.map((cell, i) => ({
        column: cmp.columns[i],
        engine: cell.engine,
        printed: cell.printed ?? null,
        status: cell.status,
        reason: cell.reason ?? null,
      })),
    })),
    counts: cmp.counts,
  };
}

/** The header of every table CSV: one line per cell ("long" form), so every table has the same columns. */
export const CSV_HEADER = ['row', 'column', 'engine', 'printed', 'status', 'reason'] as const;

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote, CR or LF; quotes doubled. */
export function csvField(value: Cell): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines of fields as RFC 4180 CSV: CRLF after every record. */
export function toCsv(records: readonly (readonly Cell[])[]): string {
  return records.map((r) => `${r.map(csvField).join(',')}\r\n`).join('');
}

/** A table as CSV: a header, then one record per cell (row label, column, engine, printed, status, reason). */
export function tableCsv(data: TableData): string {
  const records: Cell[][] = [[...CSV_HEADER]];
  for (const row of data.rows) for (const c of row.cells) records.push([row.label, c.column, c.engine, c.printed, c.status, c.reason]);
  return toCsv(records);
}

/** A generated table as data: its engine function's cells, fresh. */
export function generatedData(spec: GeneratedTableSpec): GeneratedData {
  const grid = spec.grid();
  return {
    id: spec.id,
    ruleSet: spec.ruleSet,
    kind: 'generated',
    title: spec.title,
    rowHeader: spec.rowHeader,
    source: sourceCitation(spec),
    engineFunction: spec.engineFunction,
    page: spec.page,
    engineVersion: ENGINE_VERSION,
    clientVersion: spec.clientVersion,
    columns: grid.columns,
    rows: grid.rows,
  };
}

/** A generated table as CSV: a header (row heading, then the columns), then one record per row, as the page shows it. */
export function generatedCsv(data: GeneratedData): string {
  return toCsv([[data.rowHeader, ...data.columns], ...data.rows.map((r) => [r.label, ...r.cells])]);
}

/** The index of every table file, source tables first, each list in registry order; paths start with the base path. */
export function dataIndex(specs: readonly SourceTableSpec[], generated: readonly GeneratedTableSpec[], base = '/'): DataIndex {
  const entry = (spec: SourceTableSpec | GeneratedTableSpec, kind: DataIndexEntry['kind'], clientVersion: ClientVersion | undefined) => ({
    id: spec.id,
    ruleSet: spec.ruleSet,
    kind,
    title: spec.title,
    source: sourceCitation(spec),
    page: spec.page,
    clientVersion,
    json: `${dataPath(spec.id, base)}.json`,
    csv: `${dataPath(spec.id, base)}.csv`,
  });
  return {
    engineVersion: ENGINE_VERSION,
    tables: [
      ...specs.map((spec) => entry(spec, 'source-table', clientVersionOf(spec))),
      ...generated.map((spec) => entry(spec, 'generated', spec.clientVersion)),
    ],
  };
}
