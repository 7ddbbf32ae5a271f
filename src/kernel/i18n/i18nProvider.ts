// react-admin's i18nProvider: English (locales/en.ts + the plugins' declared resource messages) and
// every other locale file found in locales/, each a chunk of its own that only a page in that
// language downloads (French in the signed-in app's script was ~4 kB gzip of an English home).
// The page's language is chosen before react-admin renders (src/shared/intl.ts) and its texts must
// be there for the first render: boot.tsx renders the signed-in app once `i18nReady` has resolved
// (not a top-level await: the locale's chunk imports from the app's chunk, which would then wait on
// it). translate.ts does what ra-i18n-polyglot did, without node-polyglot.
import type { I18nProvider, Locale } from 'react-admin';
import en from './locales/en';
import { mergeMessages, type Messages } from './messages';
import { declarationsVersion, declaredResourceMessages } from './resourceMessages';
import { flattenMessages, translate, type Phrases } from './translate';
import { currentLocale, DEFAULT_LOCALE, LOCALE_NAMES, isLocale } from '../../shared/intl';

export { DEFAULT_LOCALE };

/** Locale code → its messages, loaded on demand. */
export type LocaleLoaders = Record<string, () => Promise<Messages>>;

/** Every `locales/<code>.ts` but English (which is always loaded), each loaded when first asked for. */
function localeFiles(): LocaleLoaders {
  const files = import.meta.glob<{ default: Messages }>(['./locales/*.ts', '!./locales/en.ts']);
  const loaders: LocaleLoaders = {};
  for (const [path, load] of Object.entries(files)) {
    const code = /\/([\w-]+)\.ts$/.exec(path)?.[1];
    if (code && code !== DEFAULT_LOCALE) loaders[code] = async () => (await load()).default;
  }
  return loaders;
}

function languageName(code: string): string {
  if (isLocale(code)) return LOCALE_NAMES[code];
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * `locales`: the other languages' loaders; `initial`: the language of the first render, with its
 * messages when they are not English (the console's provider: the page's language, bundled).
 */
export function createI18nProvider(
  locales: LocaleLoaders = localeFiles(),
  initial: { locale: string; messages?: Messages } = { locale: DEFAULT_LOCALE },
): I18nProvider {
  const available: Locale[] = [DEFAULT_LOCALE, ...Object.keys(locales)].map((locale) => ({ locale, name: languageName(locale) }));
  const loaded = new Map<string, Messages>([[DEFAULT_LOCALE, {}]]);
  let locale: string = DEFAULT_LOCALE;
  if (initial.locale !== DEFAULT_LOCALE && initial.messages) {
    loaded.set(initial.locale, initial.messages);
    locale = initial.locale;
  }
  let built: { version: number; locale: string; phrases: Phrases } | null = null;

  // English under every locale, so a key a translation lacks still reads in English.
  const current = (): Phrases => {
    const version = declarationsVersion();
    if (!built || built.version !== version || built.locale !== locale) {
      built = { version, locale, phrases: flattenMessages(mergeMessages(en, declaredResourceMessages(), loaded.get(locale))) };
    }
    return built.phrases;
  };

  return {
    translate: (key, options) => translate(current(), locale, key, options),
    async changeLocale(next) {
      if (!loaded.has(next)) {
        const load = locales[next];
        if (!load) throw new Error(`No messages for locale ${next}`);
        loaded.set(next, await load());
      }
      locale = next;
    },
    getLocale: () => locale,
    getLocales: () => available,
  };
}

const loaders = localeFiles();

/** The console's provider (KernelAdmin passes it to <Admin>; component tests render with it too). */
export const i18nProvider = createI18nProvider(loaders);

/**
 * Resolves once `i18nProvider` speaks the page's language (at once in English: nothing to load).
 * Whatever renders react-admin with `i18nProvider` waits for it first.
 */
export const i18nReady: Promise<void> = (() => {
  const locale = currentLocale();
  return locale !== DEFAULT_LOCALE && loaders[locale] ? i18nProvider.changeLocale(locale) : Promise.resolve();
})();
