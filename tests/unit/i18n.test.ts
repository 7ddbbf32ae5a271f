// The console's translations (src/kernel/i18n): react-admin's English, the plugins' declared
// resource messages, and another locale layered over English.
import { describe, expect, it } from 'vitest';
import { createI18nProvider, defineResourceMessages, i18nProvider, mergeMessages } from '../../src/kernel/i18n';

describe('English', () => {
  it.each([
    ['ra.action.save', 'Save'],
    ['ra.action.cancel', 'Cancel'],
    ['ra.action.delete', 'Delete'],
    ['ra.action.close', 'Close'],
    ['ra.action.search', 'Search'],
  ])("react-admin's %s is %j", (key, text) => {
    expect(i18nProvider.translate(key)).toBe(text);
  });

  it('an unknown key reads as its default, else as itself (never throws)', () => {
    expect(i18nProvider.translate('resources.nothing.fields.x', { _: 'X' })).toBe('X');
    expect(i18nProvider.translate('Contact not found')).toBe('Contact not found');
  });

  it("a plugin's declared resource messages are translated, declared after the provider was made", () => {
    const provider = createI18nProvider({});
    expect(provider.translate('resources.widgets.fields.createdAt', { _: 'Created at' })).toBe('Created at');
    const declared = defineResourceMessages('widgets', { name: 'Widget |||| Widgets', fields: { createdAt: 'Created' } });
    expect(declared.fields.createdAt).toBe('Created');
    expect(provider.translate('resources.widgets.fields.createdAt')).toBe('Created');
    expect(provider.translate('resources.widgets.name', { smart_count: 2 })).toBe('Widgets');
    expect(provider.translate('resources.widgets.name', { smart_count: 1 })).toBe('Widget');
  });

  it('English and French exist (each named in itself); this process starts in English', () => {
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'fr', name: 'Français' },
    ]);
  });
});

describe('a second locale', () => {
  const french = {
    ra: { action: { save: 'Enregistrer' } },
    resources: { gadgets: { fields: { email: 'Courriel' } } },
  };

  it('is loaded when chosen; what it does not translate stays English', async () => {
    defineResourceMessages('gadgets', { fields: { email: 'Email', phoneNumber: 'Phone number' } });
    const provider = createI18nProvider({ fr: async () => french });
    expect(provider.getLocales?.().map((l) => l.locale)).toEqual(['en', 'fr']);
    await provider.changeLocale('fr');
    expect(provider.getLocale()).toBe('fr');
    expect(provider.translate('ra.action.save')).toBe('Enregistrer');
    expect(provider.translate('ra.action.cancel')).toBe('Cancel');
    expect(provider.translate('resources.gadgets.fields.email')).toBe('Courriel');
    expect(provider.translate('resources.gadgets.fields.phoneNumber')).toBe('Phone number');
    await provider.changeLocale('en');
    expect(provider.translate('resources.gadgets.fields.email')).toBe('Email');
  });

  it('an unknown locale is refused and the current one kept', async () => {
    const provider = createI18nProvider({});
    await expect(provider.changeLocale('xx')).rejects.toThrow(/xx/);
    expect(provider.getLocale()).toBe('en');
  });
});

describe('mergeMessages', () => {
  it('later layers win key by key, nested objects merge, inputs stay unchanged', () => {
    const a = { ra: { action: { save: 'Save', cancel: 'Cancel' } }, x: 'a' };
    const b = { ra: { action: { save: 'Keep' } }, x: { y: 'b' } };
    expect(mergeMessages(a, b)).toEqual({ ra: { action: { save: 'Keep', cancel: 'Cancel' } }, x: { y: 'b' } });
    expect(a.ra.action.save).toBe('Save');
  });
});

describe("the theme's spinner name", () => {
  it("is react-admin's own word for loading, in each locale", async () => {
    const { SPINNER_LABELS } = await import('../../src/kernel/shell/theme');
    const english = (await import('ra-language-english')).default;
    const { RA_FRENCH } = await import('../../src/kernel/i18n/raFrench');
    expect(SPINNER_LABELS.en).toBe(english.ra.page.loading);
    expect(SPINNER_LABELS.fr).toBe(RA_FRENCH.ra.page.loading);
  });
});
