// The table data files of the build (dist/data/): every JSON file against a fresh run of the engine through the registry
// (source tables) or the table's engine function (generated tables) and against the cells of the table on its built
// page; every CSV parsed (RFC 4180) and checked against its JSON; the index against both lists; the download links
// beside every such table in both languages.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { GENERATED_TABLES } from '~/data/generated-tables';
import { compareSourceTable, type Cell } from '~/lib/source-table';
import { SOURCE_TABLES } from '~/verification/registry';
import { builtPages } from './pages';

const read = (path: string) => readFileSync(join('dist', path), 'utf8');
const html = (page: string) => parse(read(join(page, 'index.html')));
const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

interface DataCell {
  column: string;
  engine: Cell;
  printed: Cell;
  status: string;
  reason: string | null;
}
interface Data {
  id: string;
  ruleSet: string;
  title: string;
  engineVersion: string;
  clientVersion?: string;
  source: { file: string; section: string; short: string };
  page: string;
  columns: string[];
  rows: { label: string; cells: DataCell[] }[];
}
interface IndexEntry {
  id: string;
  title: string;
  json: string;
  csv: string;
  clientVersion?: string;
  source: { file: string; short: string; title: string; version: string };
}

/** Every file under dist/data with the given extension, as a path below dist/. */
function dataFiles(ext: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(ext)) out.push(relative('dist', full).split('\\').join('/'));
    }
  };
  walk(join('dist', 'data'));
  return out.sort();
}

/** A small RFC 4180 reader: quoted fields may hold commas, CRLF and doubled quotes; every record ends with CRLF. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error('unclosed quoted field');
        if (text.startsWith('""', i)) {
          field += '"';
          i += 2;
        } else if (text[i] === '"') break;
        else field += text[i++];
      }
      i++;
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
        if (text[i] === '"') throw new Error(`a quote inside an unquoted field at ${i}`);
        field += text[i++];
      }
    }
    record.push(field);
    if (text[i] === ',') i++;
    else if (text.startsWith('\r\n', i)) {
      records.push(record);
      record = [];
      i += 2;
    } else throw new Error(`expected a comma or CRLF at ${i}, found ${JSON.stringify(text.slice(i, i + 10))}`);
  }
  if (record.length > 0) throw new Error('the last record has no CRLF');
  return records;
}

/**
 * A cell as the page shows it ("1,234.5", "—", a word, "96%") agrees with a value when it is that value at its shown
 * digits (a percentage shows a share from 0 to 1).
 */
function shows(text: string, value: Cell): boolean {
  if (value === null) return text === '—';
  if (typeof value === 'string') return text === value;
  if (text.endsWith('%')) return shows(text.slice(0, -1), value * 100);
  const plain = text.replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return false;
  const digits = plain.includes('.') ? plain.length - plain.indexOf('.') - 1 : 0;
  return Math.abs(Number(plain) - value) <= 0.5 * 10 ** -digits + 1e-9;
}

/** The text of an element's own text nodes (the engine's value, without the source value under it). */
const ownText = (el: HTMLElement) =>
  el.childNodes
    .filter((n) => n.nodeType === 3)
    .map((n) => n.text)
    .join('')
    .trim();

/** The cells of a row with a cell spanning k columns repeated k times. */
const spanned = (cells: HTMLElement[]) => cells.flatMap((c) => Array.from({ length: Number(c.getAttribute('colspan') ?? 1) }, () => c));

/** What a cell says: its text and the accessible names inside it (a picture's aria-label), spaces collapsed. */
const pageText = (el: HTMLElement) =>
  [el.text, ...el.querySelectorAll('[aria-label]').map((e) => e.getAttribute('aria-label') ?? '')].join(' ').replace(/\s+/g, ' ').trim();

/** The numbers a cell shows, with thousands separators removed ("0:52.00 (3,120 f)" gives 0, 52.00, 3120). */
const numbersIn = (text: string) => text.replace(/(\d),(?=\d{3})/g, '$1').match(/-?\d+(\.\d+)?%?/g) ?? [];

/**
 * A generated cell agrees with the page when the page shows it: a number among the cell's numbers at its shown digits
 * (or as a percentage), a text within the cell's text (any case), an empty value as a cell with no number.
 */
function cellMatches(text: string, value: Cell): boolean {
  if (value === null) return numbersIn(text).length === 0;
  if (typeof value === 'string') return text.toLowerCase().includes(value.toLowerCase().replace(/\s+/g, ' '));
  return shows(text, value) || numbersIn(text).some((n) => shows(n, value));
}

/** A row label agrees with its heading cell when one holds the other (any case), or both are the same number. */
function labelMatches(text: string, label: string): boolean {
  const [a, b] = [text.toLowerCase(), label.toLowerCase()];
  if (/^-?[\d.]+$/.test(label)) return numbersIn(text).some((n) => shows(n, Number(label)));
  return a.includes(b) || b.includes(a);
}

const jsonFiles = dataFiles('.json').filter((f) => f !== 'data/index.json');
const index = JSON.parse(read('data/index.json')) as { engineVersion: string; tables: IndexEntry[] };
const ALL_TABLES = [...SOURCE_TABLES, ...GENERATED_TABLES];

describe('data index', () => {
  it('lists every source table, then every generated table, once each, with its files, source and engine version', () => {
    expect(index.engineVersion).toBe(VERSION);
    expect(index.tables.map((t) => t.id)).toEqual(ALL_TABLES.map((s) => s.id));
    expect(new Set(index.tables.map((t) => t.id)).size, 'one file per table: no id shared by two tables').toBe(index.tables.length);
    for (const [i, t] of index.tables.entries()) {
      const spec = ALL_TABLES[i];
      expect(t.title).toBe(spec.title);
      expect(t.json).toBe(`/data/${spec.id}.json`);
      expect(t.csv).toBe(`/data/${spec.id}.csv`);
      expect(existsSync(join('dist', t.json)) && existsSync(join('dist', t.csv)), spec.id).toBe(true);
      expect(t.source.file).toBe(spec.source.file);
      expect(t.source.short.length * t.source.title.length * t.source.version.length, `${spec.id} citation`).toBeGreaterThan(0);
      expect(t.clientVersion !== undefined, `${spec.id}: a client version for Zenith tables only`).toBe(spec.ruleSet === 'zenith');
    }
  });

  it('has no data file the index does not list', () => {
    expect(jsonFiles).toEqual(index.tables.map((t) => t.json.slice(1)).sort());
    expect(dataFiles('.csv')).toEqual(index.tables.map((t) => t.csv.slice(1)).sort());
  });
});

describe.each(SOURCE_TABLES.map((spec) => ({ id: spec.id, spec })))('$id', ({ id, spec }) => {
  const data = JSON.parse(read(`data/${id}.json`)) as Data;

  it('JSON: says what produced it', () => {
    expect({ id: data.id, ruleSet: data.ruleSet, title: data.title, page: data.page, engineVersion: data.engineVersion }).toEqual({
      id,
      ruleSet: spec.ruleSet,
      title: spec.title,
      page: spec.page,
      engineVersion: VERSION,
    });
    expect(data.source.file).toBe(spec.source.file);
    expect(data.source.section).toBe(spec.source.section);
    // The current write-up's tables run the engine's 'current' client; the others its default, the seed's client.
    if (spec.ruleSet === 'zenith') expect(data.clientVersion).toBe(spec.source.file === 'zenith-current/readme.md' ? 'current' : '2025-01');
  });

  it('JSON: every printed and every engine cell, as a fresh engine run gives them', () => {
    const engine = spec.engine();
    const labels = new Set([...spec.printed.rows.map((r) => r.label), ...engine.rows.map((r) => r.label)]);
    const columns = new Set([...spec.printed.columns, ...engine.columns]);
    expect(data.rows.map((r) => r.label).sort()).toEqual([...labels].sort());
    expect([...data.columns].sort()).toEqual([...columns].sort());
    const status = compareSourceTable(spec);
    for (const [ri, row] of data.rows.entries()) {
      const eRow = engine.rows.find((r) => r.label === row.label);
      const pRow = spec.printed.rows.find((r) => r.label === row.label);
      expect(row.cells.map((c) => c.column)).toEqual(data.columns);
      for (const [ci, cell] of row.cells.entries()) {
        const ei = engine.columns.indexOf(cell.column);
        const pi = spec.printed.columns.indexOf(cell.column);
        const where = `${row.label} / ${cell.column}`;
        expect(cell.engine, `${where}: engine`).toEqual(eRow && ei >= 0 ? eRow.cells[ei] : null);
        expect(cell.printed, `${where}: printed`).toEqual(pRow && pi >= 0 ? (pRow.cells[pi] ?? null) : null);
        expect(cell.status, `${where}: status`).toBe(status.rows[ri].cells[ci].status);
        expect(cell.reason ?? undefined, `${where}: reason`).toBe(status.rows[ri].cells[ci].reason);
      }
    }
  });

  it('JSON: the same cells as the table on its English page', () => {
    const figure = html(spec.page.split('#')[0]).querySelector(`figure[data-source-table="${id}"]`);
    expect(figure, `no table ${id} on ${spec.page}`).not.toBeNull();
    const head = figure!.querySelectorAll('thead th').map((th) => th.text.trim());
    expect(head).toEqual([spec.rowHeader, ...data.columns]);
    const trs = figure!.querySelectorAll('tbody tr');
    expect(trs.length).toBe(data.rows.length);
    for (const [ri, row] of data.rows.entries()) {
      expect(trs[ri].querySelector('th')?.text.trim()).toBe(row.label);
      const tds = trs[ri].querySelectorAll('td');
      expect(tds.length).toBe(row.cells.length);
      for (const [ci, cell] of row.cells.entries()) {
        const where = `${row.label} / ${cell.column}`;
        expect(tds[ci].getAttribute('data-status'), where).toBe(cell.status);
        expect(shows(ownText(tds[ci]), cell.engine), `${where}: page shows "${ownText(tds[ci])}", JSON ${String(cell.engine)}`).toBe(true);
        const source = tds[ci].querySelector('.atlas-source-value');
        if (source) expect(shows(ownText(source).replace(/^source:\s*/, ''), cell.printed), `${where}: printed`).toBe(true);
      }
    }
  });

  it('CSV: parses as RFC 4180 and holds the JSON cells, one record per cell', () => {
    const records = parseCsv(read(`data/${id}.csv`));
    expect(records[0]).toEqual(['row', 'column', 'engine', 'printed', 'status', 'reason']);
    const expected = data.rows.flatMap((row) =>
      row.cells.map((c) => [
        row.label,
        c.column,
        c.engine === null ? '' : String(c.engine),
        c.printed === null ? '' : String(c.printed),
        c.status,
        c.reason ?? '',
      ]),
    );
    expect(records.slice(1)).toEqual(expected);
  });
});

describe.each(GENERATED_TABLES.map((spec) => ({ id: spec.id, spec })))('$id (generated)', ({ id, spec }) => {
  const data = JSON.parse(read(`data/${id}.json`)) as Omit<Data, 'rows'> & { kind: string; engineFunction: string; rows: { label: string; cells: Cell[] }[] };

  it('JSON: says what produced it and holds the cells of a fresh engine run', () => {
    expect({ id: data.id, kind: data.kind, page: data.page, engineVersion: data.engineVersion, fn: data.engineFunction }).toEqual({
      id,
      kind: 'generated',
      page: spec.page,
      engineVersion: VERSION,
      fn: spec.engineFunction,
    });
    expect(data.clientVersion).toBe(spec.clientVersion);
    expect({ columns: data.columns, rows: data.rows }).toEqual(spec.grid());
  });

  it('JSON: the same cells as the table on its English page', () => {
    const table = html(spec.page).querySelector(`[data-generated-table="${id}"] table`);
    expect(table, `no table ${id} on ${spec.page}`).not.toBeNull();
    const labelShown = spec.labelShown !== false;
    const headRows = table!.querySelectorAll('thead tr');
    // The page column of each data column: its own, or the one that shows several (spec.pageColumns).
    const at = (ci: number) => spec.pageColumns?.[ci] ?? ci;
    const shown = Math.max(...data.columns.map((_, ci) => at(ci))) + 1;
    expect(spanned(headRows[headRows.length - 1].querySelectorAll('th')).length).toBe(shown + (labelShown ? 1 : 0));
    const trs = table!.querySelectorAll('tbody tr');
    expect(trs.length).toBe(data.rows.length);
    for (const [ri, row] of data.rows.entries()) {
      const cells = spanned(trs[ri].querySelectorAll('th, td'));
      if (labelShown)
        expect(labelMatches(pageText(cells.shift()!), row.label), `row "${row.label}": page "${pageText(trs[ri].querySelector('th')!)}"`).toBe(true);
      expect(cells.length, row.label).toBe(shown);
      for (const [ci, cell] of row.cells.entries()) {
        const text = pageText(cells[at(ci)]);
        expect(cellMatches(text, cell), `${row.label} / ${data.columns[ci]}: page "${text}", JSON ${String(cell)}`).toBe(true);
      }
    }
  });

  it('CSV: parses as RFC 4180 and holds the JSON rows', () => {
    const records = parseCsv(read(`data/${id}.csv`));
    expect(records).toEqual([[spec.rowHeader, ...data.columns], ...data.rows.map((r) => [r.label, ...r.cells.map((c) => (c === null ? '' : String(c)))])]);
  });
});

describe('download links', () => {
  it('every data table on every page, in both languages, links its CSV and JSON files', () => {
    let tables = 0;
    for (const page of builtPages()) {
      for (const figure of html(page).querySelectorAll('[data-source-table], [data-generated-table]')) {
        tables++;
        const id = figure.getAttribute('data-source-table') ?? figure.getAttribute('data-generated-table');
        const hrefs = figure.querySelectorAll('.atlas-data-links a').map((a) => a.getAttribute('href'));
        expect(hrefs, `${page}: ${id}`).toEqual([`/data/${id}.csv`, `/data/${id}.json`]);
      }
    }
    expect(tables).toBeGreaterThanOrEqual(2 * ALL_TABLES.length);
  });
});
