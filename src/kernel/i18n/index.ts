// Translations: react-admin's i18nProvider, and what plugins use to declare their messages in every language.
export { createI18nProvider, DEFAULT_LOCALE, i18nProvider, i18nReady, type LocaleLoaders } from './i18nProvider';
export { mergeMessages, type Messages, type ResourceMessages } from './messages';
export { defineResourceMessages } from './resourceMessages';
export { localized, localizedLater, overlayTranslation, type Translation, type TranslationLoaders, type Translations } from './localized';
