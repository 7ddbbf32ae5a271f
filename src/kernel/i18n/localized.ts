// Plugins' typed messages in every language (issue 24 item 5). A plugin keeps its English in
// messages.ts as a plain object (strings and small functions, `as const`), writes the same shape in
// another language beside it (messages.fr.ts, typed `Translation<typeof english>` so tsc names a
// missing or misspelt key and a function with other parameters), and exports
// `localized(english, { fr })`: the page's language's object, every key it lacks read in English.
// The language is chosen once per page load (src/shared/intl.ts), so switching reloads the page.
import { currentLocale, DEFAULT_LOCALE, type LocaleCode } from '../../shared/intl';

type Widen<R> = R extends string ? string : R extends object ? Translation<R> : R;

/** The shape of `T` with any text: what a translation of English messages `T` must provide. */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

/** Every language but English, each with a complete translation. */
export type Translations<T> = { readonly [L in Exclude<LocaleCode, typeof DEFAULT_LOCALE>]: Translation<T> };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** `english` with `translation`'s values key by key (nested objects merged; a missing or mistyped key stays English). */
export function overlayTranslation<T>(english: T, translation: unknown): T {
  if (translation === undefined || translation === null) return english;
  if (isPlainObject(english)) {
    if (!isPlainObject(translation)) return english;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(english)) out[key] = overlayTranslation(value, translation[key]);
    return out as T;
  }
  if (typeof english === 'string') return (typeof translation === 'string' ? translation : english) as T;
  if (typeof english === 'function') return (typeof translation === 'function' ? translation : english) as T;
  if (Array.isArray(english)) return (Array.isArray(translation) && translation.length === english.length ? translation : english) as T;
  return english;
}

/** The messages of the page's language (`locale` for tests): `english` itself in English. */
export function localized<T extends object>(english: T, translations: Translations<T>, locale: LocaleCode = currentLocale()): T {
  if (locale === DEFAULT_LOCALE) return english;
  return overlayTranslation(english, translations[locale]);
}

/** Each language but English's translation, as a chunk of its own: `() => import('./messages.fr')`. */
export type TranslationLoaders<T> = {
  readonly [L in Exclude<LocaleCode, typeof DEFAULT_LOCALE>]: () => Promise<{ default: Translation<T> }>;
};

/**
 * localized() for a plugin whose first screen is the home's: only the page's language's translation
 * is downloaded (an English page none). Awaited at the top level of messages.ts:
 * `export const messages = await localizedLater(english, { fr: () => import('./messages.fr') });`
 * (messages.fr.ts must import nothing but types: its chunk must not wait on the one awaiting it).
 */
export async function localizedLater<T extends object>(english: T, loaders: TranslationLoaders<T>, locale: LocaleCode = currentLocale()): Promise<T> {
  if (locale === DEFAULT_LOCALE) return english;
  return overlayTranslation(english, (await loaders[locale]()).default);
}
