// react-admin's i18nProvider: English (locales/en.ts + the plugins' declared resource messages) and
// any other locale file found in locales/, loaded when chosen; translate.ts does what
// ra-i18n-polyglot did, without node-polyglot.
import type { I18nProvider, Locale } from 'react-admin';
import en from './locales/en';
import { mergeMessages, type Messages } from './messages';
import { declarationsVersion, declaredResourceMessages } from './resourceMessages';
import { flattenMessages, translate, type Phrases } from './translate';

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

/** The console's provider (KernelAdmin passes it to <Admin>; component tests render with it too). */
export const i18nProvider = createI18nProvider();
