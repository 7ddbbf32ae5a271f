// Full-text search over knowledge-base chunks (contract: /work/briefs/kb-contract.md): PostgreSQL's
// websearch_to_tsquery / ts_rank_cd / ts_headline with the 'english' configuration, on PGlite and
// PostgreSQL alike. Agents (kba) and the query route call it; it never throws for odd input.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/store';
import { HIGHLIGHT_START, HIGHLIGHT_STOP } from '../../src/shared/kb/chunk';

export interface HighlightSegment {
  text: string;
  match: boolean;
}

export interface Hit {
  chunkId: string;
  documentId: string;
  kbId: string;
  url: string;
  title: string;
  text: string;
  /** ts_rank_cd normalised into 0..1 (rank / (rank + 1)): higher is better. */
  score: number;
  /** The chunk's whole text cut into segments; `match` ones are the words the query found. */
  highlights: HighlightSegment[];
}

export interface SearchOptions {
  accountId: number;
  kbIds: string[];
  query: string;
  limit?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_SEARCH_LIMIT = 50;
/**
 * How many matching chunks a query ranks at most. A query whose words are in more chunks than this
 * (a word every page of a site uses) ranks the first RANK_CANDIDATES the index yields: the answer
 * stays quick, at the price of maybe missing a better-ranked chunk among the rest. 500, not 1,000: on
 * a loaded machine (PGlite, 100,000 chunks, EXPLAIN ANALYZE medians of four queries) ranking 300
 * candidates took a fifth to a half of the time of 1,000, and leaving the text out of the ranking
 * about half (noisy figures: a quiet run of bench/kb.ts settles them).
 */
export const RANK_CANDIDATES = 500;

interface Row {
  id: string | number;
  document_id: string;
  kb_id: string;
  url: string;
  title: string;
  text: string;
  score: number | string;
  headline: string;
}

export async function searchChunks(db: Db, options: SearchOptions): Promise<Hit[]> {
  const kbIds = [...new Set(options.kbIds.filter((id) => UUID.test(id)))];
  // the markers are ours: chunk text never contains them (src/shared/kb/chunk.ts strips them)
  const query = stripMarkers(options.query).trim().slice(0, 1000);
  if (kbIds.length === 0 || query === '' || !Number.isSafeInteger(options.accountId)) return [];
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 5) || 5, 1), MAX_SEARCH_LIMIT);
  const ids = sql.join(kbIds.map((id) => sql`${id}::uuid`), sql`, `);
  const headlineOptions = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, HighlightAll=true`;
  // the GIN index finds the matches; at most RANK_CANDIDATES of them are ranked (ranking is the cost:
  // a common word pair matched 10,000 of the bench's 100,000 chunks, p95 371 ms ranking them all, 68 ms
  // ranking 1,000). Ranking reads only each candidate's id and tsvector: the text, title and page are
  // read, and headlines built, for the few rows kept (carrying the ~1 KB text of every candidate
  // through the rank's sort cost about as much as the ranking on PGlite)
  const result = (await db.execute(sql`
    with q as (select websearch_to_tsquery('english', ${query}) as q),
    top as (
      select m.id, ts_rank_cd(m.tsv, q.q, 32) as score
      from (
        select c.id, c.tsv
        from kb_chunks c, q
        where c.account_id = ${options.accountId} and c.kb_id in (${ids}) and c.tsv @@ q.q
        limit ${RANK_CANDIDATES}
      ) m, q
      order by score desc, m.id
      limit ${limit}
    )
    select c.id, c.document_id, c.kb_id, d.url, c.title, c.text, top.score,
      ts_headline('english', c.text, q.q, ${headlineOptions}) as headline
    from top
    join kb_chunks c on c.id = top.id
    join kb_documents d on d.id = c.document_id, q
    order by top.score desc, top.id`)) as unknown as { rows: Row[] };
  return result.rows.map((row) => ({
    chunkId: String(row.id),
    documentId: row.document_id,
    kbId: row.kb_id,
    url: row.url,
    title: row.title,
    text: row.text,
    score: Number(row.score),
    highlights: highlightSegments(row.headline),
  }));
}

function stripMarkers(text: string): string {
  return text.split(HIGHLIGHT_START).join('').split(HIGHLIGHT_STOP).join('');
}

/** Cuts ts_headline's output at our markers into plain-text segments (never HTML). */
export function highlightSegments(headline: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  const push = (text: string, match: boolean) => {
    if (text === '') return;
    const last = segments[segments.length - 1];
    if (last && last.match === match) last.text += text;
    else segments.push({ text, match });
  };
  for (const [i, part] of headline.split(HIGHLIGHT_START).entries()) {
    if (i === 0) {
      push(part.split(HIGHLIGHT_STOP).join(''), false);
      continue;
    }
    const stop = part.indexOf(HIGHLIGHT_STOP);
    if (stop < 0) push(part, true);
    else {
      push(part.slice(0, stop), true);
      push(part.slice(stop + 1).split(HIGHLIGHT_STOP).join(''), false);
    }
  }
  return segments;
}
