// Issue 23 item 2 in the console: the facts read from the owner's site fill the template's fields
// (marked "from your site"); hours and prices wait for the owner's confirmation.
import { describe, expect, it } from 'vitest';
import type { TemplateField } from '../../src/plugins/onboarding/rules/fields';
import { chooseTemplate, initialState, nextField, setFieldValue } from '../../src/plugins/onboarding/rules/machine';
import { factFor, sitePrefill, unconfirmed, type SiteFacts } from '../../src/plugins/onboarding/rules/sitePrefill';

const ctx = { canUseFullEditor: false, now: 1_764_669_600_000 };
const facts: SiteFacts = { businessName: 'Harbor Plumbing', phone: '+16175550142', email: 'help@harbor.example', website: 'https://harbor.example/', hours: 'Mon-Fri 8am-6pm', prices: 'Call-out $89', summary: 'We fix leaks.' };

describe('which fact a field takes', () => {
  it.each<[TemplateField, string | null]>([
    [{ key: 'businessName', type: 'text' }, 'businessName'],
    [{ key: 'salonName', type: 'text' }, 'businessName'],
    [{ key: 'x', type: 'phone' }, 'phone'],
    [{ key: 'contactEmail', type: 'email' }, 'email'],
    [{ key: 'website', type: 'url' }, 'website'],
    [{ key: 'openingHours', label: 'Opening hours', type: 'textarea' }, 'hours'],
    [{ key: 'priceList', type: 'textarea' }, 'prices'],
    [{ key: 'about', type: 'textarea' }, 'summary'],
    [{ key: 'callbackHours', type: 'number' }, null],
    [{ key: 'deposit', type: 'select', options: [{ value: 'yes' }] }, null],
    [{ key: 'timezoneName', type: 'text', autoPrefilled: true }, null],
    [{ key: 'greeting', type: 'textarea' }, null],
  ])('%j → %s', (field, fact) => expect(factFor(field)).toBe(fact));
});

describe('prefill from the site', () => {
  const fields: TemplateField[] = [
    { key: 'salonName', type: 'text', required: true },
    { key: 'openingHours', type: 'textarea' },
    { key: 'greeting', type: 'textarea', value: 'Welcome to {salonName}!' },
  ];
  const chosen = chooseTemplate(initialState(ctx), { id: 't', templateFields: fields }, ctx, sitePrefill(fields, facts)).state;

  it('fills the fields, marks them from the site, flags hours to confirm, fills placeholders', () => {
    expect(chosen.templateFields).toEqual([
      { key: 'salonName', type: 'text', required: true, value: 'Harbor Plumbing', source: 'site', confirm: false },
      { key: 'openingHours', type: 'textarea', value: 'Mon-Fri 8am-6pm', source: 'site', confirm: true },
      { key: 'greeting', type: 'textarea', value: 'Welcome to Harbor Plumbing!' },
    ]);
    expect(unconfirmed(chosen.templateFields).map((f) => f.key)).toEqual(['openingHours']);
  });

  it('the owner passing the field (as typed or changed) confirms it', () => {
    const at = nextField(chosen, ctx).state;
    expect(at.fieldIndex).toBe(1);
    const confirmed = setFieldValue(at, 'openingHours', 'Mon-Sat 8am-6pm', ctx).state;
    expect(unconfirmed(confirmed.templateFields)).toEqual([]);
    expect(confirmed.templateFields[1]).toMatchObject({ value: 'Mon-Sat 8am-6pm', source: 'site', confirm: false });
  });

  it('no facts: nothing prefilled', () => {
    expect(sitePrefill(fields, {})).toEqual({ templateFields: {}, sources: {} });
  });
});
