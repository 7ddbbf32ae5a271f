// The user's language and every date, number and currency shown to them (issue 24 item 5): the one
// place that names a locale. The console's language is chosen once per page load — the stored choice
// (Settings → Language, localStorage `switchboard.locale`), else the browser's first language we
// have, else English — and every Intl formatter below reads it. On the server (no browser) it is
// English. Formatters are built lazily and cached per locale and options, so a module-level helper
// never freezes the locale it was created under.

/** The console's languages; the first is the default and the fallback of every missing text. */
export const LOCALES = ['en', 'fr'] as const;
export type LocaleCode = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en' as const satisfies LocaleCode;

/** localStorage key of the user's choice (the storage adapter's `switchboard.` namespace + `locale`). */
export const LOCALE_STORAGE_KEY = 'switchboard.locale';

/** Each language's name in itself, for the picker (the same in every locale). */
export const LOCALE_NAMES: Readonly<Record<LocaleCode, string>> = { en: 'English', fr: 'Français' };

/** The BCP 47 tag Intl formats with for each language. */
const INTL_TAGS: Readonly<Record<LocaleCode, string>> = { en: 'en-US', fr: 'fr-FR' };

export const isLocale = (value: unknown): value is LocaleCode => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** 'fr-CA' → 'fr'; null for a tag whose language we do not have. */
export function localeOfTag(tag: string | null | undefined): LocaleCode | null {
  if (typeof tag !== 'string') return null;
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : null;
}

/** The stored choice if it is one of ours, else the first browser language we have, else English. Pure. */
export function chooseLocale(stored: string | null | undefined, browserLanguages: readonly string[] = []): LocaleCode {
  if (isLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

function readStored(): string | null {
  try {
    return globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

function browserLanguages(): readonly string[] {
  // Node has a navigator too (its ICU default): the server speaks English whatever the machine's LANG
  if (typeof (globalThis as { window?: unknown }).window === 'undefined') return [];
  const nav = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } }).navigator;
  if (!nav) return [];
  if (nav.languages?.length) return nav.languages;
  return nav.language ? [nav.language] : [];
}

/** What this page load uses: decided at first use and kept until the page reloads. */
let active: LocaleCode | null = null;

export function currentLocale(): LocaleCode {
  if (active === null) active = chooseLocale(readStored(), browserLanguages());
  return active;
}

/** Remembers `locale` for the next page load (the caller reloads: messages are chosen at load). */
export function storeLocale(locale: LocaleCode): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage disabled: the choice lasts this page only
  }
}

/** Tests and the boot only: forget (null) or force the page's locale. */
export function setCurrentLocale(locale: LocaleCode | null): void {
  active = locale;
}

/** The Intl tag of the page's locale ('en-US', 'fr-FR'). */
export const intlLocale = (locale: LocaleCode = currentLocale()): string => INTL_TAGS[locale];

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(options: Intl.NumberFormatOptions = {}, locale: LocaleCode = currentLocale()): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(intlLocale(locale), options)));
  return format;
}

export function dateTimeFormat(options: Intl.DateTimeFormatOptions = {}, locale: LocaleCode = currentLocale()): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(intlLocale(locale), options)));
  return format;
}

/** 1234.5 → "1,234.5" (en) / "1 234,5" (fr). */
export const formatNumber = (n: number | bigint, options?: Intl.NumberFormatOptions): string => numberFormat(options).format(n);

/** US dollars with 2 decimals: "$1,234.50" (en) / "1 234,50 $US" (fr). */
export const formatCurrency = (amount: number, currency = 'USD'): string =>
  numberFormat({ style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

type DateInput = Date | number | string;

const toDate = (value: DateInput): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A date or instant in `options`' style; '' for a value that is not a date. */
export function formatDateWith(value: DateInput | null | undefined, options: Intl.DateTimeFormatOptions): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return date ? dateTimeFormat(options).format(date) : '';
}

/** The console's one way to show an instant (contacts, logs, wallet…): "Mar 5, 2026, 2:07 PM" / "5 mars 2026, 14:07". */
export const formatDateTime = (value: DateInput | null | undefined, options: Intl.DateTimeFormatOptions = {}): string =>
  formatDateWith(value, { dateStyle: 'medium', timeStyle: 'short', ...options });

/** A day: "Mar 5, 2026" / "5 mars 2026". */
export const formatDate = (value: DateInput | null | undefined, options: Intl.DateTimeFormatOptions = {}): string =>
  formatDateWith(value, { dateStyle: 'medium', ...options });

/** A chart's day tick: "Mar 5" / "5 mars". */
export const formatShortDay = (value: DateInput | null | undefined, options: Intl.DateTimeFormatOptions = {}): string =>
  formatDateWith(value, { month: 'short', day: 'numeric', ...options });
