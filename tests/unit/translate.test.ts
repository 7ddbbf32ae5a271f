// The console's translator (src/kernel/i18n/translate.ts), which replaced ra-i18n-polyglot: the cases
// react-admin relies on, then every react-admin English message compared with what polyglot (still
// installed as the reference) answers for the same options.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { flattenMessages, pluralIndex, translate, type TranslateOptions } from '../../src/kernel/i18n/translate';
import type { Messages } from '../../src/kernel/i18n/messages';

const messages: Messages = {
  ra: { action: { save: 'Save', create_item: 'Create %{item}' } },
  resources: { contacts: { name: 'Contact |||| Contacts', fields: { 'address.city': 'City', phone: { home: 'Home phone' } } } },
  bulk: '1 item selected |||| %{smart_count} items selected',
  padded: '  one   ||||   many  ',
  price: 'Costs %{amount}',
};
const phrases = flattenMessages(messages);
const t = (key: string, options?: TranslateOptions | number) => translate(phrases, 'en', key, options);

describe('translate', () => {
  it('finds nested messages by dotted key, dotted field names included', () => {
    expect(t('ra.action.save')).toBe('Save');
    expect(t('resources.contacts.fields.address.city')).toBe('City');
    expect(t('resources.contacts.fields.phone.home')).toBe('Home phone');
  });

  it('interpolates %{name}; a token without a value stays as written', () => {
    expect(t('ra.action.create_item', { item: 'contact' })).toBe('Create contact');
    expect(t('ra.action.create_item')).toBe('Create %{item}');
    expect(t('ra.action.create_item', { item: null })).toBe('Create %{item}');
    expect(t('price', { amount: 0 })).toBe('Costs 0');
  });

  it('inserts values literally, `$` patterns included', () => {
    expect(t('price', { amount: "$& $1 $$ $'" })).toBe("Costs $& $1 $$ $'");
  });

  it('reads an inherited property name as a token, not as a value', () => {
    expect(t('ra.action.create_item', {} as TranslateOptions)).toBe('Create %{item}');
    expect(translate(flattenMessages({ x: 'a %{toString} b' }), 'en', 'x', {})).toBe('a %{toString} b');
  });

  it('chooses the English plural form by smart_count (1 → first form, 0 and 2 → second), trimmed', () => {
    expect(t('resources.contacts.name', { smart_count: 1 })).toBe('Contact');
    expect(t('resources.contacts.name', { smart_count: 2 })).toBe('Contacts');
    expect(t('resources.contacts.name', { smart_count: 0 })).toBe('Contacts');
    expect(t('bulk', { smart_count: 3 })).toBe('3 items selected');
    expect(t('bulk', 1)).toBe('1 item selected');
    expect(t('padded', 1)).toBe('one');
    expect(t('padded', 5)).toBe('many');
  });

  it('without smart_count, a plural phrase is returned whole', () => {
    expect(t('resources.contacts.name')).toBe('Contact |||| Contacts');
  });

  it('a missing key reads as its `_` default, else as itself, both interpolated', () => {
    expect(t('resources.nothing.fields.x', { _: 'X' })).toBe('X');
    expect(t('resources.nothing.name', { _: 'Widget |||| Widgets', smart_count: 2 })).toBe('Widgets');
    expect(t('Hello %{who}', { who: 'Ada' })).toBe('Hello Ada');
    expect(t('Contact not found')).toBe('Contact not found');
    expect(t('')).toBe('');
  });

  it('a key that names a group of messages is missing, not an object', () => {
    expect(t('ra.action')).toBe('ra.action');
    expect(t('ra.action', { _: 'Actions' })).toBe('Actions');
  });
});

describe('plural forms in other languages (CLDR order of forms)', () => {
  it.each([
    ['en', 1, 2, 0],
    ['en', 2, 2, 1],
    ['fr', 0, 2, 0],
    ['fr', 1, 2, 0],
    ['fr', 2, 2, 1],
    ['ru', 1, 3, 0],
    ['ru', 3, 3, 1],
    ['ru', 5, 3, 2],
    ['ja', 7, 1, 0],
    ['not a locale', 2, 2, 1],
  ])('%s, %i of %i forms → form %i', (locale, count, forms, index) => {
    expect(pluralIndex(locale as string, count as number, forms as number)).toBe(index);
  });
});

describe("the same answers as polyglot for react-admin's English", () => {
  const polyglot = polyglotI18nProvider(() => englishMessages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
  const english = flattenMessages(englishMessages as unknown as Messages);
  const keys = [...english.keys()];
  const optionValues = fc.oneof(fc.string(), fc.integer({ min: 0, max: 5 }), fc.constant(null), fc.constant(undefined));
  const options = fc.record(
    {
      smart_count: fc.integer({ min: 0, max: 1000 }),
      name: optionValues,
      recordRepresentation: optionValues,
      item: optionValues,
      page: optionValues,
      _: fc.string(),
    },
    { requiredKeys: [] },
  );

  it('has every message polyglot has', () => {
    expect(keys.length).toBeGreaterThan(150);
    for (const key of keys) expect(translate(english, 'en', key), key).toBe(polyglot.translate(key));
  });

  it('for any message, known or not, with any options', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...keys), fc.string()), options, (key, opts) => {
        expect(translate(english, 'en', key, opts)).toBe(polyglot.translate(key, opts));
      }),
      { numRuns: 2000 },
    );
  });
});
