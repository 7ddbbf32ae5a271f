// The translator react-admin's i18nProvider calls, in the form ra-i18n-polyglot gave it: nested
// messages addressed by dotted keys, `%{name}` interpolation, `smart_count` choosing a plural form
// among "one |||| many", `_` as the text of a missing key, and a missing key read as itself. node-polyglot
// did this with its polyfills (~8 kB gzip on every signed-in page); the plural form comes from the
// browser's Intl.PluralRules instead of polyglot's language table. Pure.
import type { Messages } from './messages';

/** Dotted key → text, as polyglot flattened nested messages ({ ra: { action: { save } } } → 'ra.action.save'). */
export type Phrases = ReadonlyMap<string, string>;

export type TranslateOptions = { _?: unknown; smart_count?: unknown; [name: string]: unknown };

export function flattenMessages(messages: Messages, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else if (typeof value === 'object' && value !== null) flattenMessages(value, path, into);
  }
  return into;
}

const PLURAL_DELIMITER = '||||';
const TOKEN = /%\{(.*?)\}/g;
// CLDR's order of plural categories, which is the order polyglot's phrases list their forms in
const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];
const pluralRules = new Map<string, { rules: Intl.PluralRules; categories: string[] }>();

function pluralRulesFor(locale: string) {
  let entry = pluralRules.get(locale);
  if (!entry) {
    let rules: Intl.PluralRules;
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    const categories = [...rules.resolvedOptions().pluralCategories].sort((a, b) => CATEGORY_ORDER.indexOf(a) - CATEGORY_ORDER.indexOf(b));
    entry = { rules, categories };
    pluralRules.set(locale, entry);
  }
  return entry;
}

/** Which of `forms` reads right for `count` in `locale` (English: 1 → the first, else the second). */
export function pluralIndex(locale: string, count: number, forms: number): number {
  const { rules, categories } = pluralRulesFor(locale);
  const index = categories.indexOf(rules.select(count));
  return Math.min(Math.max(index, 0), forms - 1);
}

/** A phrase with its plural form chosen and its `%{name}` tokens replaced (unknown tokens stay). */
export function transformPhrase(phrase: string, options: TranslateOptions, locale: string): string {
  let text = phrase;
  if (options.smart_count != null && text) {
    const forms = text.split(PLURAL_DELIMITER);
    text = (forms[pluralIndex(locale, Number(options.smart_count), forms.length)] ?? forms[0]).trim();
  }
  return text.replace(TOKEN, (token: string, name: string) =>
    Object.hasOwn(options, name) && options[name] != null ? String(options[name]) : token,
  );
}

/** react-admin's translate(key, options): a number for options is a smart_count. */
export function translate(phrases: Phrases, locale: string, key: string, options?: TranslateOptions | number | null): string {
  const opts: TranslateOptions = typeof options === 'number' ? { smart_count: options } : (options ?? {});
  // the empty key is the empty text (ra-i18n-polyglot declared it so), whatever the options say
  const phrase = key === '' ? '' : phrases.get(key);
  if (phrase !== undefined) return transformPhrase(phrase, opts, locale);
  return transformPhrase(typeof opts._ === 'string' ? opts._ : key, opts, locale);
}
