// react-admin's i18nProvider: English (locales/en.ts + the plugins' declared resource messages) and
// every other locale file found in locales/ (bundled with it: the page's language is chosen before
// react-admin renders, src/shared/intl.ts, and its texts must be there for the first render);
// translate.ts does what ra-i18n-polyglot did, without node-polyglot.
import type { I18nProvider, Locale } from 'react-admin';
import en from './locales/en';
import { mergeMessages, type Messages } from './messages';
import { declarationsVersion, declaredResourceMessages } from './resourceMessages';
import { flattenMessages, translate, type Phrases } from './translate';
import { currentLocale, DEFAULT_LOCALE, LOCALE_NAMES, isLocale } from '../../shared/intl';

export { DEFAULT_LOCALE };

/** Locale code → its messages, loaded on demand. */
export type LocaleLoaders = Record<string, () => Promise<Messages>>;

/** Every `locales/<code>.ts` but English, which is always loaded. */
function localeFiles(): LocaleLoaders {
  const files = import.meta.glob<{ default: Messages }>('./locales/*.ts', { eager: true });
  const loaders: LocaleLoaders = {};
  for (const [path, module] of Object.entries(files)) {
    const code = /\/([\w-]+)\.ts$/.exec(path)?.[1];
    if (code && code !== DEFAULT_LOCALE) loaders[code] = async () => module.default;
  }
  return loaders;
}

/** The locale files themselves, for the provider's first render in the page's language. */
function eagerLocaleMessages(): Map<string, Messages> {
  const files = import.meta.glob<{ default: Messages }>('./locales/*.ts', { eager: true });
  const out = new Map<string, Messages>();
  for (const [path, module] of Object.entries(files)) {
    const code = /\/([\w-]+)\.ts$/.exec(path)?.[1];
    if (code && code !== DEFAULT_LOCALE) out.set(code, module.default);
  }
  return out;
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

/** The page's language and its messages (English: none needed). */
function pageLocale(): { locale: string; messages?: Messages } {
  const locale = currentLocale();
  return { locale, messages: eagerLocaleMessages().get(locale) };
}

/** The console's provider (KernelAdmin passes it to <Admin>; component tests render with it too). */
export const i18nProvider = createI18nProvider(localeFiles(), pageLocale());
