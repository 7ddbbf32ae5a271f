// The agents area's pure rules: {key} placeholders and {{variables}} never mistaken for each other,
// disabledIf written key=value, field values checked against options, the payload's cross-field
// rules, and the demo model's choices.
import { describe, expect, it } from 'vitest';
import { completePayload, payloadProblem, samePayload } from '../../server/agents/payload';
import { fillPlaceholders, fillVariables, renderedValues } from '../../server/agents/placeholders';
import { isFieldDisabled, resolveValues, type TemplateField } from '../../server/agents/templateFields';
import { DemoModel } from '../../server/providers/llm/demoModel';
import type { ModelEvent, ModelRequest } from '../../server/providers/llm/types';

const fields: TemplateField[] = [
  { key: 'name', type: 'text', required: true },
  { key: 'greeting', type: 'textarea', value: 'Hi from {name}' },
  { key: 'mode', type: 'select', options: [{ value: 'a' }, { value: 'b' }], value: 'a' },
  { key: 'number', type: 'phone', disabledIf: 'mode=a', required: true },
  { key: 'tags', type: 'multi-select', options: [{ value: 'x' }, { value: 'y' }] },
];

describe('placeholders and variables', () => {
  it('fills {key} but leaves {{variables}} and unknown keys as written', () => {
    expect(fillPlaceholders('{name} {{name}} {other}', { name: 'Acme' })).toBe('Acme {{name}} {other}');
    expect(fillVariables('{{ name }} {name} {{other}}', { name: 'Acme' })).toBe('Acme {name} {{other}}');
  });

  it('substitutes other fields\' values once, and renders a disabled field empty', () => {
    const values = { name: 'Acme', greeting: 'Hi from {name} ({greeting})', mode: 'a', number: '+1555', tags: ['x', 'y'] };
    expect(renderedValues(fields, values)).toEqual({ name: 'Acme', greeting: 'Hi from Acme ({greeting})', mode: 'a', number: '', tags: ['x', 'y'] });
  });
});

describe('template field values', () => {
  it('disabledIf compares a value, or membership for a list', () => {
    expect(isFieldDisabled({ key: 'n', disabledIf: 'mode=a' }, { mode: 'a' })).toBe(true);
    expect(isFieldDisabled({ key: 'n', disabledIf: 'mode=a' }, { mode: 'b' })).toBe(false);
    expect(isFieldDisabled({ key: 'n', disabledIf: 'tags=x' }, { tags: ['y', 'x'] })).toBe(true);
    expect(isFieldDisabled({ key: 'n', disabledIf: 'missing=' }, {})).toBe(true);
  });

  it('checks selects, keeps known multi-select options, and skips required fields that are disabled', () => {
    expect(resolveValues(fields, { name: 'Acme', tags: ['x', 'z'] })).toEqual({ values: { name: 'Acme', greeting: 'Hi from {name}', mode: 'a', number: '', tags: ['x'] } });
    expect(resolveValues(fields, { name: 'Acme', mode: 'c' })).toEqual({ problem: 'templateValues.mode: Not one of the options' });
    expect(resolveValues(fields, { name: 'Acme', mode: 'b' })).toEqual({ problem: 'templateValues.number: Required' });
    expect(resolveValues(fields, {})).toEqual({ problem: 'templateValues.name: Required' });
  });
});

describe('payload rules', () => {
  it('drops a duplicate app, refuses duplicate action names, compares ignoring key order and `published`', () => {
    const p = completePayload({}, { agentInstructions: 'x', apps: [{ appId: 'a', version: '1' }, { appId: 'a', version: '1' }, { appId: 'a', version: '2' }] });
    expect(p.apps).toEqual([{ appId: 'a', version: '1' }, { appId: 'a', version: '2' }]);
    expect(payloadProblem({ ...p, actions: [{ name: 'Go' }, { name: 'go' }] })).toBe('actions.1.name: Duplicate action name');
    expect(samePayload({ ...p, published: false, variables: { b: '1', a: '2' } }, { ...p, variables: { a: '2', b: '1' } })).toBe(true);
    expect(samePayload(p, null)).toBe(false);
  });
});

describe('the demo model', () => {
  const request: ModelRequest = {
    system: 'You answer for Acme. Be brief.',
    actions: [{ name: 'Cancel booking', keywords: ['cancel'], app: 'calendar:1', function: 'cancelAppointment' }],
    functions: [
      { app: 'calendar:1', name: 'cancelAppointment', description: '', parameters: { properties: { date: {} } } },
      { app: 'crm:2', name: 'lookupCustomer', description: '', parameters: { properties: { phoneNumber: {} } } },
    ],
    confirmTransfers: false,
    history: [],
    prompt: '',
  };
  const run = async (prompt: string) => {
    const out: ModelEvent[] = [];
    for await (const e of new DemoModel().stream({ ...request, prompt })) out.push(e);
    return out.filter((e) => e.type !== 'token');
  };

  it('is deterministic and follows actions, then functions by name, then the prompt', async () => {
    expect(await run('Please cancel my visit on Friday')).toEqual(await run('Please cancel my visit on Friday'));
    expect((await run('Please cancel my visit on Friday')).slice(0, 2)).toEqual([
      { type: 'action', name: 'Cancel booking' },
      { type: 'function', app: 'calendar:1', name: 'cancelAppointment', arguments: { date: 'friday' } },
    ]);
    expect((await run('Can you look up my customer file? +1 555 123 4567'))[0]).toEqual({ type: 'function', app: 'crm:2', name: 'lookupCustomer', arguments: { phoneNumber: '+15551234567' } });
    const plain = await run('Hello');
    expect(plain).toEqual([{ type: 'done', reply: 'Hi, this is the demo model answering as your agent. My instructions begin: "You answer for Acme." How can I help you today?', finishReason: 'stop' }]);
  });

  it('with no transfer action, a request for a person is not a transfer', async () => {
    expect((await run('I want a human')).some((e) => e.type === 'transfer')).toBe(false);
  });
});
