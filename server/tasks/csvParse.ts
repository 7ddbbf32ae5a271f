// Reading an uploaded task list (issue 20 point 3): UTF-8 only, strict quoting, at most MAX_ROWS rows,
// every cell kept as text (never evaluated). A file that breaks a rule is refused whole with the line
// named (CsvRefusal); nothing is stored before the whole file has been read.
import { parse, type CsvError } from 'csv-parse';
import { MAX_CELL_CHARS, MAX_COLUMNS, MAX_FILE_BYTES, MAX_ROWS } from './constants';
import { CSV_EMPTY, CSV_NO_PHONE, CSV_TOO_BIG, csvBadLine, csvBadQuote, csvNotUtf8, csvTooManyRows } from './messages';

export class CsvRefusal extends Error {
  constructor(
    message: string,
    /** 1-based line of the file, 0 when the file as a whole is refused */
    readonly line: number,
  ) {
    super(message);
  }
}

export interface ParsedRow {
  /** 1-based line of the file where the row ends (the header is line 1) */
  row: number;
  values: Record<string, string>;
}

export interface ParsedFile {
  columns: string[];
  phoneColumn: string;
  timezoneColumn: string | null;
  rows: ParsedRow[];
}

const key = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');
const PHONE_HEADERS = ['phone', 'phonenumber', 'number', 'mobile', 'cell', 'to', 'tel', 'telephone'];
const ZONE_HEADERS = ['timezone', 'tz', 'zone'];

const lineAt = (bytes: Uint8Array, end: number) => {
  let line = 1;
  for (let i = 0; i < end; i++) if (bytes[i] === 0x0a) line++;
  return line;
};

/** The whole file as text, or a refusal naming the first line that is not UTF-8. */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // find the line: decode line by line (a multi-byte character never contains 0x0a)
    const strict = new TextDecoder('utf-8', { fatal: true });
    let start = 0;
    for (let line = 1; start <= bytes.length; line++) {
      let end = bytes.indexOf(0x0a, start);
      if (end === -1) end = bytes.length;
      try {
        strict.decode(bytes.subarray(start, end));
      } catch {
        throw new CsvRefusal(csvNotUtf8(line), line);
      }
      start = end + 1;
    }
    throw new CsvRefusal(csvNotUtf8(1), 1);
  }
}

function refusalOf(error: CsvError): CsvRefusal {
  const line = typeof error.lines === 'number' ? error.lines : 0;
  if (/QUOTE/.test(error.code)) return new CsvRefusal(csvBadQuote(line), line);
  if (error.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH') return new CsvRefusal(csvBadLine(line, 'not as many cells as the header has'), line);
  if (error.code === 'CSV_MAX_RECORD_SIZE') return new CsvRefusal(csvBadLine(line, `a cell longer than ${MAX_CELL_CHARS} characters`), line);
  return new CsvRefusal(csvBadLine(line, 'not a CSV line'), line);
}

function headerOf(cells: string[]): string[] {
  if (cells.length > MAX_COLUMNS) throw new CsvRefusal(csvBadLine(1, `more than ${MAX_COLUMNS} columns`), 1);
  const seen = new Set<string>();
  return cells.map((cell, i) => {
    let name = cell.trim() || `column${i + 1}`;
    for (let n = 2; seen.has(name); n++) name = `${cell.trim() || `column${i + 1}`}_${n}`;
    seen.add(name);
    return name;
  });
}

/** Parses `bytes` (the file, possibly cut at the byte limit: `truncated`). */
export async function parseTaskCsv(bytes: Uint8Array, truncated = false): Promise<ParsedFile> {
  if (truncated || bytes.length > MAX_FILE_BYTES) {
    const line = lineAt(bytes, Math.min(bytes.length, MAX_FILE_BYTES));
    throw new CsvRefusal(`${CSV_TOO_BIG} (line ${line})`, line);
  }
  const text = decode(bytes);
  if (!text.trim()) throw new CsvRefusal(CSV_EMPTY, 0);
  const parser = parse({
    bom: true,
    relax_quotes: false,
    relax_column_count: false,
    skip_empty_lines: true,
    max_record_size: MAX_CELL_CHARS * MAX_COLUMNS,
    info: true,
  });
  // fed in slices so a large file is parsed as a stream, not one string inside the parser
  const feed = (async () => {
    for (let at = 0; at < text.length; at += 64 * 1024) {
      if (parser.destroyed) return;
      // a parse error destroys the parser: 'close' comes instead of 'drain'
      if (!parser.write(text.slice(at, at + 64 * 1024))) await new Promise((resolve) => (parser.once('drain', resolve), parser.once('close', resolve)));
    }
    if (!parser.destroyed) parser.end();
  })();
  let columns: string[] | null = null;
  const rows: ParsedRow[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!columns) {
        columns = headerOf(record);
        continue;
      }
      if (rows.length === MAX_ROWS) throw new CsvRefusal(csvTooManyRows(info.lines), info.lines);
      if (record.some((cell) => cell.length > MAX_CELL_CHARS)) {
        throw new CsvRefusal(csvBadLine(info.lines, `a cell longer than ${MAX_CELL_CHARS} characters`), info.lines);
      }
      // own properties even for a header such as __proto__
      rows.push({ row: info.lines, values: Object.fromEntries(columns.map((c, i) => [c, record[i]])) });
    }
    await feed;
  } catch (error) {
    parser.destroy();
    await feed.catch(() => {});
    if (error instanceof CsvRefusal) throw error;
    if ((error as CsvError).code) throw refusalOf(error as CsvError);
    throw error;
  }
  if (!columns) throw new CsvRefusal(CSV_EMPTY, 0);
  const phoneColumn = columns.find((c) => PHONE_HEADERS.includes(key(c)));
  if (!phoneColumn) throw new CsvRefusal(CSV_NO_PHONE, 1);
  return { columns, phoneColumn, timezoneColumn: columns.find((c) => ZONE_HEADERS.includes(key(c))) ?? null, rows };
}
