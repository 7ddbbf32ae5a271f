// Rewrites a spoken question into search terms before the knowledge base is searched (constants:
// processQuery defaults to true). A configured language model (LLM_BASE_URL) is asked to do it; the
// embedded demo model does it by simple rules: fillers, question words and small words dropped,
// nouns and numbers kept. A model that fails or answers nothing usable falls back to the rules.
import { selectLanguageModel, type LanguageModel } from '../providers/llm';

const DROPPED = new Set(
  (
    'um uh er ah hmm like well so okay ok oh hey hi hello please thanks thank you yeah yes no just actually basically ' +
    'really kind sort maybe mean know guess wondering wonder tell me could would should can will shall may might must ' +
    'what when where which who whom whose why how is are was were be been being am do does did doing have has had ' +
    'i me my we our us you your he she it its they them their this that these those there here a an the of to in on ' +
    'at by for with about from into over as and or but if then than not any some all get got let lets want need ' +
    'find out look looking up please also much many very too'
  ).split(' '),
);

/** The demo rules: the question's content words, lower-cased, in their order, without repeats. */
export function demoProcessQuery(query: string): string {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu) ?? [];
  const kept = [...new Set(words.map((w) => w.replace(/['’]s$/, '')).filter((w) => !DROPPED.has(w)))];
  return kept.length > 0 ? kept.join(' ') : query.trim();
}

const SYSTEM =
  'You turn a caller\'s spoken question into search terms for a full-text search of a knowledge base. ' +
  'Answer with the search terms only, on one line: the nouns, names and numbers that matter, no punctuation, no explanation.';

let model: LanguageModel | undefined;

export async function processQuery(query: string, options: { model?: LanguageModel; signal?: AbortSignal } = {}): Promise<string> {
  const chosen = options.model ?? (model ??= selectLanguageModel());
  if (chosen.info.kind === 'demo') return demoProcessQuery(query);
  let reply = '';
  try {
    for await (const event of chosen.stream({
      system: SYSTEM,
      actions: [],
      functions: [],
      confirmTransfers: false,
      history: [],
      prompt: query,
      signal: options.signal,
    })) {
      if (event.type === 'token') reply += event.text;
      else if (event.type === 'done') reply = event.reply || reply;
      else if (event.type === 'error') return demoProcessQuery(query);
      if (reply.length > 2000) break;
    }
  } catch {
    return demoProcessQuery(query);
  }
  const line = reply.replace(/\s+/g, ' ').trim().slice(0, 500);
  return line !== '' ? line : demoProcessQuery(query);
}
