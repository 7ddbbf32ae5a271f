// Pure rules of the agents' knowledge-base screens (issue 21 point 5): which links are safe to open,
// how a score reads, and the attached ids as the multi-select shows them.
import type { KnowledgeBaseOption } from '../api/knowledgeAdapter';

/** Only http(s) URLs become links: a page's URL comes from crawled content, never `javascript:`. */
export { safeHref } from '../../../shared/knowledge/citations';

/** A rank score as the lists show it: three decimals, never "NaN". */
export const formatScore = (score: number) => (Number.isFinite(score) ? score.toFixed(3) : '0.000');

/** The attached ids as options, in their order; an id the list no longer has keeps a placeholder. */
export function attachedOptions(ids: readonly string[], options: readonly KnowledgeBaseOption[], unknownTitle: string): KnowledgeBaseOption[] {
  const byId = new Map(options.map((o) => [o.id, o]));
  return ids.map((id) => byId.get(id) ?? { id, title: unknownTitle, items: 0, chunks: 0 });
}

/** Ids of the chosen options, each once, at most `max`. */
export function chosenIds(chosen: readonly KnowledgeBaseOption[], max: number): string[] {
  return [...new Set(chosen.map((o) => o.id))].slice(0, max);
}
