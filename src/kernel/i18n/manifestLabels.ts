// The manifest's labels in the page's language: plugin.manifest.json holds the English (the shell's
// words before any plugin loads); other languages come from manifestLabels.<locale>.ts by kind and id,
// English where a label has none.
import { currentLocale, type LocaleCode } from '../../shared/intl';
import { MANIFEST_LABELS_FR } from './manifestLabels.fr';

export type ManifestLabelKind = 'menu' | 'userMenu' | 'settingsPanels' | 'appBarActions';

const TRANSLATIONS: Readonly<Record<Exclude<LocaleCode, 'en'>, Readonly<Record<string, string>>>> = { fr: MANIFEST_LABELS_FR };

/** The label of manifest entry `id` of `kind` in `locale` (default: the page's); `english` when untranslated. */
export function manifestLabel(kind: ManifestLabelKind, id: string, english: string, locale: LocaleCode = currentLocale()): string {
  if (locale === 'en') return english;
  return TRANSLATIONS[locale][`${kind}.${id}`] ?? english;
}
