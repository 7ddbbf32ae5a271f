// Build from your website (issue 23 item 2): the facts an agent needs, read from the business's own
// page. The demo model does it by simple rules (title, first phone number and email, lines with
// week days and times, lines with prices, the first descriptive sentence); a real model is asked for
// the same facts as JSON, and what it leaves out (or a reply that is not JSON) falls back to the
// rules. Opening hours and prices are always flagged for the owner to confirm.
import type { LanguageModel } from '../../providers/llm';

export const SITE_FACT_KEYS = ['businessName', 'phone', 'email', 'website', 'hours', 'prices', 'summary'] as const;
export type SiteFactKey = (typeof SITE_FACT_KEYS)[number];
export type SiteFacts = Partial<Record<SiteFactKey, string>>;
/** Facts that change often: the owner confirms them before the agent is generated. */
export const CONFIRM_FACTS: readonly SiteFactKey[] = ['hours', 'prices'];

const MAX_TEXT = 8000;
const MAX_FACT = 500;
const PHONE = /(?:\+?1[\s.-]?)?\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})\b/;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const DAY = /\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/i;
const TIME = /\b\d{1,2}(:\d{2})?\s*(am|pm)\b|\b\d{1,2}:\d{2}\b/i;
const PRICE = /[$€£]\s?\d+(?:[.,]\d{2})?/;

const clip = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, MAX_FACT);
const lines = (text: string) => text.split(/\n+|(?<=[.!?])\s+(?=[A-Z])/).map((l) => l.trim()).filter(Boolean);

/** The demo model's rules over the page's title and text. */
export function factsByRules(title: string, text: string, url: string): SiteFacts {
  const facts: SiteFacts = { website: url };
  const name = title.split(/\s[|–—:-]\s|\s[|]\s?/)[0]?.trim();
  if (name) facts.businessName = clip(name);
  const phone = PHONE.exec(text);
  if (phone) facts.phone = `+1${phone[1]}${phone[2]}${phone[3]}`;
  const email = EMAIL.exec(text);
  if (email) facts.email = email[0];
  const all = lines(text);
  const hours = all.filter((l) => DAY.test(l) && TIME.test(l)).slice(0, 3);
  if (hours.length) facts.hours = clip(hours.join('; '));
  const prices = all.filter((l) => PRICE.test(l)).slice(0, 5);
  if (prices.length) facts.prices = clip(prices.join('; '));
  const summary = all.find((l) => l.length >= 40 && !PRICE.test(l) && !(DAY.test(l) && TIME.test(l)));
  if (summary) facts.summary = clip(summary);
  return facts;
}

export const EXTRACT_PROMPT =
  'You read a business website and answer only with one JSON object with these string keys when the page states them: ' +
  `${SITE_FACT_KEYS.join(', ')}. phone in E.164. hours: the opening hours as written. prices: the prices as written. ` +
  'summary: one sentence on what the business does. Leave out what the page does not say.';

/** The first JSON object in a model's reply, its known string keys only. */
export function parseModelFacts(reply: string): SiteFacts {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start === -1 || end <= start) return {};
  try {
    const raw = JSON.parse(reply.slice(start, end + 1)) as Record<string, unknown>;
    return Object.fromEntries(SITE_FACT_KEYS.flatMap((k) => (typeof raw[k] === 'string' && raw[k] ? [[k, clip(raw[k] as string)]] : []))) as SiteFacts;
  } catch {
    return {};
  }
}

/** The facts of a page: by rules with the demo model, else the model's answer over the rules'. */
export async function siteFacts(model: LanguageModel, page: { url: string; title: string; text: string }, signal?: AbortSignal): Promise<SiteFacts> {
  const rules = factsByRules(page.title, page.text, page.url);
  if (model.info.kind === 'demo') return rules;
  let reply = '';
  for await (const event of model.stream({
    system: EXTRACT_PROMPT,
    actions: [],
    functions: [],
    confirmTransfers: false,
    history: [],
    prompt: `Title: ${page.title}\nAddress: ${page.url}\n\n${page.text.slice(0, MAX_TEXT)}`,
    signal,
  })) {
    if (event.type === 'done') reply = event.reply;
    if (event.type === 'error') return rules;
  }
  return { ...rules, ...parseModelFacts(reply) };
}
