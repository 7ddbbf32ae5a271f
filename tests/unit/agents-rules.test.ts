import { describe, expect, it } from 'vitest';
import {
  addApp,
  campaignPayload,
  normalizeCampaign,
  promptError,
  removeApp,
  templateIdFrom,
  toggleFunction,
} from '../../src/plugins/agents/rules/campaign';
import {
  initialValues,
  isFieldDisabled,
  parseDisabledIf,
  resolvedValues,
  substitutePlaceholders,
} from '../../src/plugins/agents/rules/templateFields';
import { MAX_PROMPT_CHARS } from '../../src/plugins/agents/constants';
import { SPEC_MESSAGES } from '../../src/plugins/agents/specMessages';
import { PROMPT_MAX_CHARS } from '../../server/agents/messages';

describe('campaign defaults (spec 1 §3)', () => {
  it('published defaults to true, confirmTransfers to false, lists to empty', () => {
    const c = normalizeCampaign({ agentInstructions: 'Hi' });
    expect(c.published).toBe(true);
    expect(c.confirmTransfers).toBe(false);
    expect(c.actions).toEqual([]);
    expect(c.apps).toEqual([]);
    expect(c.enabledFunctions).toEqual({});
    expect(c.variables).toEqual({});
  });
  it('keeps an explicit published false and coerces junk', () => {
    const c = normalizeCampaign({ published: false, actions: [{ name: 'book' }, 'x', null], apps: 'no', variables: { a: 1 } });
    expect(c.published).toBe(false);
    expect(c.actions).toEqual([{ name: 'book' }]);
    expect(c.apps).toEqual([]);
    expect(c.variables).toEqual({ a: '1' });
  });
  it('the payload drops client-only keys', () => {
    const payload = campaignPayload({ ...normalizeCampaign({ agentInstructions: 'x' }), revision: 3, id: 'a' } as never);
    expect(payload).not.toHaveProperty('revision');
    expect(payload).not.toHaveProperty('id');
    expect(payload.agentInstructions).toBe('x');
  });
});

describe('prompt check (spec 1 §5)', () => {
  it.each(['', '   ', '\n\t'])('refuses an empty prompt %j', (prompt) => {
    expect(promptError({ agentInstructions: prompt })).toBe(SPEC_MESSAGES.emptyPrompt);
  });
  it('accepts a prompt, refuses one above the documented size', () => {
    expect(promptError({ agentInstructions: 'Answer calls.' })).toBeNull();
    expect(promptError({ agentInstructions: 'x'.repeat(MAX_PROMPT_CHARS) })).toBeNull();
    expect(promptError({ agentInstructions: 'x'.repeat(MAX_PROMPT_CHARS + 1) })).not.toBeNull();
  });

  it('counts the cap as the server does: its constant, in characters (a two-byte character counts once)', () => {
    expect(MAX_PROMPT_CHARS).toBe(PROMPT_MAX_CHARS);
    expect(promptError({ agentInstructions: 'é'.repeat(MAX_PROMPT_CHARS) })).toBeNull();
    expect(promptError({ agentInstructions: 'é'.repeat(MAX_PROMPT_CHARS + 1) })).not.toBeNull();
  });
});

describe('add-app rule (spec 1 §5)', () => {
  const apps = [{ appId: 'calendar', version: '1' }];
  it.each([
    [{ appId: 'crm' }, 'no version'],
    [{ version: '2' }, 'no appId'],
    [{ appId: ' ', version: '2' }, 'blank appId'],
    [{ appId: 'calendar', version: '1' }, 'already present'],
  ])('adds nothing for %j (%s)', (app, _why) => {
    expect(addApp(apps, app)).toEqual(apps);
  });
  it('adds an app with both, and another version of the same app', () => {
    expect(addApp(apps, { appId: 'crm', version: '2' })).toEqual([...apps, { appId: 'crm', version: '2' }]);
    expect(addApp(apps, { appId: 'calendar', version: '2' })).toHaveLength(2);
  });
  it('removing an app drops its enabled functions', () => {
    const c = normalizeCampaign({ agentInstructions: 'x', apps, enabledFunctions: { 'calendar:1': ['book'], 'crm:1': ['find'] } });
    const after = removeApp(c, apps[0]);
    expect(after.apps).toEqual([]);
    expect(after.enabledFunctions).toEqual({ 'crm:1': ['find'] });
  });
  it('functions are keyed appId:version, toggled without duplicates', () => {
    const app = { appId: 'calendar', version: '1' };
    let enabled = toggleFunction({}, app, 'book', true);
    enabled = toggleFunction(enabled, app, 'book', true);
    expect(enabled).toEqual({ 'calendar:1': ['book'] });
    expect(toggleFunction(enabled, app, 'book', false)).toEqual({});
  });
});

describe('template id parameter (spec 1 §3)', () => {
  it('reads templateId, else targetTemplateId', () => {
    expect(templateIdFrom('?templateId=t1&targetTemplateId=t2')).toBe('t1');
    expect(templateIdFrom('?targetTemplateId=t2')).toBe('t2');
    expect(templateIdFrom('?templateId=')).toBeNull();
    expect(templateIdFrom('')).toBeNull();
  });
});

describe('disabledIf key=value (spec 1 §3)', () => {
  it('parses key=value, nothing else', () => {
    expect(parseDisabledIf('plan=basic')).toEqual({ key: 'plan', value: 'basic' });
    expect(parseDisabledIf(' plan = a=b ')).toEqual({ key: 'plan', value: 'a=b' });
    expect(parseDisabledIf('plan')).toBeNull();
    expect(parseDisabledIf('=x')).toBeNull();
    expect(parseDisabledIf(undefined)).toBeNull();
  });
  it('disables when the other field holds the value (a multi-select: includes it)', () => {
    const field = { key: 'hours', disabledIf: 'open24=yes' };
    expect(isFieldDisabled(field, { open24: 'yes' })).toBe(true);
    expect(isFieldDisabled(field, { open24: 'no' })).toBe(false);
    expect(isFieldDisabled(field, {})).toBe(false);
    expect(isFieldDisabled({ key: 'x', disabledIf: 'days=sun' }, { days: ['mon', 'sun'] })).toBe(true);
    expect(isFieldDisabled({ key: 'x', disabledIf: 'n=1' }, { n: 1 })).toBe(true);
    expect(isFieldDisabled({ key: 'x' }, { n: 1 })).toBe(false);
  });
});

describe('{key} placeholders', () => {
  it('substitutes known keys and leaves unknown ones visible', () => {
    expect(substitutePlaceholders('Welcome to {business}, {who}!', { business: 'Acme' })).toBe('Welcome to Acme, {who}!');
    expect(substitutePlaceholders('Days: {days}', { days: ['mon', 'tue'] })).toBe('Days: mon, tue');
    expect(substitutePlaceholders('{a}{a}', { a: '<b>x</b>' })).toBe('<b>x</b><b>x</b>');
  });
  it('resolves each value against the others once', () => {
    expect(resolvedValues({ business: 'Acme', greeting: 'Thanks for calling {business}' })).toEqual({
      business: 'Acme',
      greeting: 'Thanks for calling Acme',
    });
  });
  it('initial values: saved, else the field value, else empty (a list for multi-select)', () => {
    const fields = [{ key: 'a', value: 'x' }, { key: 'b', type: 'multi-select' }, { key: 'c', inputType: 'text' }];
    expect(initialValues(fields, { c: 'saved' })).toEqual({ a: 'x', b: [], c: 'saved' });
  });
});
