// The manifest's labels in the page's language: plugin.manifest.json holds the English (the shell's
// words before any plugin loads); other languages come from manifestLabels.<locale>.ts by kind and id,
// English where a label has none. A language's table comes with its locale file (locales/fr.ts
// registers manifestLabels.fr.ts), which i18nReady loads before the signed-in app renders: an
// English page downloads no other language's labels.
import { currentLocale, type LocaleCode } from '../../shared/intl';

export type ManifestLabelKind = 'menu' | 'userMenu' | 'settingsPanels' | 'appBarActions';

const TRANSLATIONS: Partial<Record<Exclude<LocaleCode, 'en'>, Readonly<Record<string, string>>>> = {};

/** Called by locales/<code>.ts: the labels in `locale`, by `<kind>.<id>`. */
export function registerManifestLabels(locale: Exclude<LocaleCode, 'en'>, labels: Readonly<Record<string, string>>): void {
  TRANSLATIONS[locale] = labels;
}

/** The label of manifest entry `id` of `kind` in `locale` (default: the page's); `english` when untranslated. */
export function manifestLabel(kind: ManifestLabelKind, id: string, english: string, locale: LocaleCode = currentLocale()): string {
  if (locale === 'en') return english;
  return TRANSLATIONS[locale]?.[`${kind}.${id}`] ?? english;
}
