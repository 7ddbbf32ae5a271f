// react-admin's i18nProvider on ra-i18n-polyglot: English (locales/en.ts + the plugins' declared
// resource messages) and any other locale file found in locales/, loaded when chosen.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, Locale, TranslationMessages } from 'react-admin';
import en from './locales/en';
import { mergeMessages, type Messages } from './messages';
import { declarationsVersion, declaredResourceMessages } from './resourceMessages';

export const DEFAULT_LOCALE = 'en';

/** Locale code → its messages, loaded on demand. */
export type LocaleLoaders = Record<string, () => Promise<Messages>>;

/** Every `locales/<code>.ts` but English, which is always loaded. */
function localeFiles(): LocaleLoaders {
  const files = import.meta.glob<{ default: Messages }>('./locales/*.ts');
  const loaders: LocaleLoaders = {};
  for (const [path, load] of Object.entries(files)) {
    const code = /\/([\w-]+)\.ts$/.exec(path)?.[1];
    if (code && code !== DEFAULT_LOCALE) loaders[code] = async () => (await load()).default;
  }
  return loaders;
}

function languageName(code: string): string {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function createI18nProvider(locales: LocaleLoaders = localeFiles()): I18nProvider {
  const available: Locale[] = [DEFAULT_LOCALE, ...Object.keys(locales)].map((locale) => ({ locale, name: languageName(locale) }));
  const loaded = new Map<string, Messages>([[DEFAULT_LOCALE, {}]]);
  let locale = DEFAULT_LOCALE;
  let built: { version: number; locale: string; provider: I18nProvider } | null = null;

  // English under every locale, so a key a translation lacks still reads in English.
  const phrases = (code: string) =>
    mergeMessages(en, declaredResourceMessages(), loaded.get(code)) as unknown as TranslationMessages;
  const current = (): I18nProvider => {
    const version = declarationsVersion();
    if (!built || built.version !== version || built.locale !== locale) {
      const provider = polyglotI18nProvider(phrases, locale, available, { allowMissing: true });
      built = { version, locale, provider };
    }
    return built.provider;
  };

  return {
    translate: (key, options) => current().translate(key, options),
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

/** The console's provider (KernelAdmin passes it to <Admin>; component tests render with it too). */
export const i18nProvider = createI18nProvider();
