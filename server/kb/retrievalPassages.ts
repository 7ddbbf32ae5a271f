// What an agent with knowledge bases is given for one turn (issue 21 point 5): the caller's words
// rewritten into search terms (processQuery), the best chunks of the agent's knowledge bases
// (searchChunks, scoped to the organization so a stale or foreign id finds nothing), as the
// language model's passages and as the citations stored with the answer.
import type { Citation } from '../db/tables/calls';
import type { Db } from '../db/store';
import type { Passage } from '../providers/llm/types';
import { processQuery } from './processQuery';
import { searchChunks } from './search';

/** How many passages a turn is given. */
export const TURN_PASSAGES = 3;
const SNIPPET_CHARS = 280;

export interface Retrieved {
  passages: Passage[];
  citations: Citation[];
}

export const NOTHING_RETRIEVED: Retrieved = { passages: [], citations: [] };

/** A snippet of a chunk: whole words, at most SNIPPET_CHARS, an ellipsis when cut. */
export function snippetOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET_CHARS) return flat;
  const cut = flat.slice(0, SNIPPET_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > SNIPPET_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The turn's passages; a failed search gives none (`failed`): the agent still answers. */
export async function retrieveFor(db: Db, accountId: number, kbIds: readonly string[], said: string): Promise<Retrieved & { failed?: true }> {
  if (kbIds.length === 0 || !said.trim()) return NOTHING_RETRIEVED;
  let hits: Awaited<ReturnType<typeof searchChunks>>;
  try {
    const query = (await processQuery(said)).trim() || said;
    hits = await searchChunks(db, { accountId, kbIds: [...kbIds], query, limit: TURN_PASSAGES });
  } catch {
    return { ...NOTHING_RETRIEVED, failed: true };
  }
  return {
    passages: hits.map((h) => ({ title: h.title, url: h.url, text: h.text })),
    citations: hits.map((h) => ({ chunkId: h.chunkId, documentId: h.documentId, url: h.url, title: h.title, score: h.score, snippet: snippetOf(h.text) })),
  };
}
