// Two languages (issue 24 item 5): the page's language (stored choice, else the browser's, else
// English), localized() over a plugin's English, Intl formatting in the locale, and every plugin's
// and the kernel's messages having a French counterpart with the same keys.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import englishMessages from 'ra-language-english';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider, localized, overlayTranslation, type Translation } from '../../src/kernel/i18n';
import { KERNEL_MESSAGES } from '../../src/kernel/i18n/kernelMessages';
import { KERNEL_MESSAGES_FR } from '../../src/kernel/i18n/kernelMessages.fr';
import fr from '../../src/kernel/i18n/locales/fr';
import { RA_FRENCH } from '../../src/kernel/i18n/raFrench';
import {
  chooseLocale,
  currentLocale,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  formatShortDay,
  localeOfTag,
  setCurrentLocale,
} from '../../src/shared/intl';
import { formatUsd } from '../../src/shared/money';

afterEach(() => setCurrentLocale(null));

describe('the page language', () => {
  it('is the stored choice when it is one of ours', () => {
    expect(chooseLocale('fr', ['en-US'])).toBe('fr');
    expect(chooseLocale('en', ['fr-FR'])).toBe('en');
  });

  it("else the browser's first language we have (region ignored)", () => {
    expect(chooseLocale(null, ['fr-CA', 'en-US'])).toBe('fr');
    expect(chooseLocale(null, ['de-DE', 'fr'])).toBe('fr');
    expect(chooseLocale(undefined, ['en-GB'])).toBe('en');
  });

  it('else English: unknown stored values and languages fall back', () => {
    expect(chooseLocale('de', ['de-DE', 'ja'])).toBe('en');
    expect(chooseLocale('<script>', [])).toBe('en');
    expect(chooseLocale(null)).toBe('en');
    expect(localeOfTag('FR_be')).toBe('fr');
    expect(localeOfTag('')).toBeNull();
  });

  it('is English on the server (no window, whatever Node reports)', () => {
    setCurrentLocale(null);
    expect(currentLocale()).toBe('en');
  });
});

describe('localized()', () => {
  const english = { title: 'Contacts', count: (n: number) => `${n} contacts`, nested: { a: 'A', b: 'B' }, list: ['x', 'y'] } as const;
  const french: Translation<typeof english> = { title: 'Contacts FR', count: (n: number) => `${n} fiches`, nested: { a: 'A fr', b: 'B fr' }, list: ['x fr', 'y fr'] };

  it('is the English object itself in English', () => {
    expect(localized(english, { fr: french }, 'en')).toBe(english);
  });

  it("is the translation in French, functions included", () => {
    const m = localized(english, { fr: french }, 'fr');
    expect(m.title).toBe('Contacts FR');
    expect(m.count(3)).toBe('3 fiches');
    expect(m.nested.b).toBe('B fr');
    expect(m.list).toEqual(['x fr', 'y fr']);
  });

  it('reads a key the translation lacks (or gives with another type) in English', () => {
    const partial = { title: 'Titre', count: 'not a function', nested: { a: 'A fr' } } as unknown as Translation<typeof english>;
    const m = overlayTranslation(english, partial);
    expect(m.title).toBe('Titre');
    expect(m.count(2)).toBe('2 contacts');
    expect(m.nested).toEqual({ a: 'A fr', b: 'B' });
    expect(m.list).toBe(english.list);
  });
});

describe('react-admin in French', () => {
  const provider = createI18nProvider({ fr: async () => fr }, { locale: 'fr', messages: fr });

  it('starts in the page language with its messages, English under every missing key', () => {
    expect(provider.getLocale()).toBe('fr');
    expect(provider.translate('ra.action.save')).toBe('Enregistrer');
    expect(provider.translate('switchboard.settings.language')).toBe('Langue');
    expect(provider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toBe('1-10 sur 42');
    expect(provider.translate('ra.notification.deleted', { smart_count: 1 })).toBe('Élément supprimé');
    expect(provider.translate('ra.notification.deleted', { smart_count: 3 })).toBe('3 éléments supprimés');
    expect(provider.getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'fr', name: 'Français' },
    ]);
  });
});

describe('Intl formatting in the page language', () => {
  const instant = Date.UTC(2026, 2, 5, 14, 7);
  it('numbers and currency', () => {
    setCurrentLocale('en');
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatUsd(1234.5)).toBe('$1,234.50'); // the spec's English format, unchanged
    setCurrentLocale('fr');
    // French groups with a narrow no-break space and writes the decimal comma
    expect(formatNumber(1234567.5).replace(/\s/g, ' ')).toBe('1 234 567,5');
    expect(formatCurrency(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 $US');
    expect(formatUsd(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 $US');
  });

  it('dates: one format for every instant, in the locale', () => {
    setCurrentLocale('en');
    expect(formatDateTime(instant, { timeZone: 'UTC' })).toBe('Mar 5, 2026, 2:07 PM');
    expect(formatDate(instant, { timeZone: 'UTC' })).toBe('Mar 5, 2026');
    expect(formatShortDay(instant, { timeZone: 'UTC' })).toBe('Mar 5');
    setCurrentLocale('fr');
    expect(formatDateTime(instant, { timeZone: 'UTC' })).toBe('5 mars 2026, 14:07');
    expect(formatDate(new Date(instant).toISOString(), { timeZone: 'UTC' })).toBe('5 mars 2026');
    expect(formatShortDay(instant, { timeZone: 'UTC' })).toBe('5 mars');
  });

  it("unreadable dates are '' (never 'Invalid Date')", () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

/** Dotted paths of every leaf, with its kind (string, function, array). */
function shape(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'function') into.set(prefix, 'function');
  else if (Array.isArray(value)) into.set(prefix, `array(${value.length})`);
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) shape(v, prefix ? `${prefix}.${k}` : k, into);
  else into.set(prefix, typeof value);
  return into;
}

function sameShape(english: unknown, french: unknown, where: string) {
  const en = shape(english);
  const frShape = shape(french);
  const missing = [...en.keys()].filter((k) => !frShape.has(k));
  const extra = [...frShape.keys()].filter((k) => !en.has(k));
  const mistyped = [...en.keys()].filter((k) => frShape.has(k) && frShape.get(k) !== en.get(k));
  expect({ where, missing, extra, mistyped }).toEqual({ where, missing: [], extra: [], mistyped: [] });
}

describe('every message has a French counterpart with the same keys', () => {
  it("the kernel's and react-admin's", () => {
    sameShape(KERNEL_MESSAGES, KERNEL_MESSAGES_FR, 'src/kernel/i18n/kernelMessages.fr.ts');
    sameShape({ ra: englishMessages.ra }, RA_FRENCH, 'src/kernel/i18n/raFrench.ts');
  });

  const pluginsDir = join(__dirname, '../../src/plugins');
  const plugins = readdirSync(pluginsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(pluginsDir, d.name, 'messages.ts')))
    .map((d) => d.name);

  it('finds the plugins', () => {
    expect(plugins.length).toBeGreaterThanOrEqual(19);
  });

  it.each(plugins)("plugin %s has messages.fr.ts beside messages.ts", (plugin) => {
    const file = join(pluginsDir, plugin, 'messages.fr.ts');
    expect(
      existsSync(file),
      `src/plugins/${plugin}/messages.fr.ts is missing: every plugin's messages.ts has a French file typed Translation<EnglishMessages> and exports localized(english, { fr }) (README, "How to write a plugin" → strings)`,
    ).toBe(true);
  });

  const englishModules = import.meta.glob<Record<string, unknown>>('../../src/plugins/*/messages.ts', { eager: true });
  const frenchModules = import.meta.glob<Record<string, unknown>>('../../src/plugins/*/messages.fr.ts', { eager: true });
  const pluginOf = (path: string) => /plugins\/([^/]+)\//.exec(path)![1];

  it.each(Object.keys(frenchModules).map(pluginOf))('plugin %s: the French keys are the English keys', (plugin) => {
    const english = Object.entries(englishModules).find(([p]) => pluginOf(p) === plugin)![1];
    const french = Object.entries(frenchModules).find(([p]) => pluginOf(p) === plugin)![1];
    // in this (English) process, messages is the English object itself
    sameShape(english.messages, french.default, `src/plugins/${plugin}/messages.fr.ts`);
  });

  it('French really differs from English (not a copy)', () => {
    for (const [path, module] of Object.entries(frenchModules)) {
      const english = Object.entries(englishModules).find(([p]) => pluginOf(p) === pluginOf(path))![1];
      const en = [...shape(english.messages)].filter(([, kind]) => kind === 'string');
      const same = en.filter(([key]) => {
        const frValue = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], module.default);
        const enValue = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], english.messages);
        return frValue === enValue;
      });
      // words such as "Contacts", "Webhooks" or "SMS" read the same in both; most text does not
      expect(same.length / en.length, `${path}: ${same.length} of ${en.length} texts are the English ones`).toBeLessThan(0.35);
    }
  });
});
