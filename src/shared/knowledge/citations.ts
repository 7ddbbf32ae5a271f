// The knowledge-base passages an agent's answer was given (issue 21 point 5), as the console shows them
// under the answer in the test chat and in a call's transcript: read defensively from a reply (a call
// record's transcript line, an SSE frame) and linked only when the address is http(s).

export interface CitationView {
  chunkId: number | string;
  url: string;
  title: string;
  snippet: string;
}

/** The address as a link target, or null when it is not http(s) (javascript:, data:, garbage). */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The citations of a transcript line as sent by the server; anything malformed is left out. */
export function citationsOf(value: unknown): CitationView[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, i) => {
    if (!item || typeof item !== 'object') return [];
    const c = item as Record<string, unknown>;
    const url = str(c.url);
    if (!url) return [];
    const chunkId = typeof c.chunkId === 'number' || typeof c.chunkId === 'string' ? c.chunkId : `citation-${i}`;
    return [{ chunkId, url, title: str(c.title), snippet: str(c.snippet) }];
  });
}
