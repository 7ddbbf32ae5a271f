// Spec 1 §4.6, one row per rule: the onboarding state machine, its prefill, staleness and save timing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_VOICE_ID, ONBOARDING_SAVE_DELAY_MS } from '../../src/plugins/onboarding/constants';
import type { TemplateField } from '../../src/plugins/onboarding/rules/fields';
import {
  agentGenerated,
  applyPrefill,
  chooseMethod,
  chooseTemplate,
  closedState,
  complete,
  discardTemplate,
  exitAndDiscard,
  goTo,
  initialState,
  markComplete,
  nextAfterAgent,
  nextField,
  nextIntegration,
  resume,
  restart,
  setFieldValue,
  setTimezone,
  setVoice,
  type MachineContext,
  type OnboardingState,
} from '../../src/plugins/onboarding/rules/machine';
import { createSaver } from '../../src/plugins/onboarding/rules/saver';
import { STEPS, stepFromParam } from '../../src/plugins/onboarding/rules/steps';
import { integrationKeys, isTemplateStale, type OnboardingTemplate } from '../../src/plugins/onboarding/rules/template';
import { matchTimezone } from '../../src/plugins/onboarding/rules/timezones';

const NOW = Date.UTC(2026, 11, 2, 10, 0, 0);
const full: MachineContext = { canUseFullEditor: true, now: NOW };
const limited: MachineContext = { canUseFullEditor: false, now: NOW };
const fresh = (over: Partial<OnboardingState> = {}, ctx = full) => ({ ...initialState(ctx), ...over });

const F = (key: string, more: Partial<TemplateField> = {}): TemplateField => ({ key, type: 'text', ...more });
const tpl = (fields: TemplateField[], integrations: string[] = [], more: Partial<OnboardingTemplate> = {}): OnboardingTemplate => ({
  id: 't1',
  templateFields: fields,
  templateIntegrations: integrations,
  ...more,
});
const allSkipped = [F('a', { autoPrefilled: true }), F('b', { disabledIf: 'mode=off' }), F('mode', { type: 'select', options: [{ value: 'off' }], value: 'off', autoPrefilled: true })];
const someOpen = [F('auto', { autoPrefilled: true }), F('name'), F('greeting', { value: 'Hi {name}' })];

describe('spec 1 §2.4: step aliases', () => {
  it.each([
    ['templates', 'SELECT_TEMPLATE'], ['fields', 'SETUP_TEMPLATE'], ['setupAgent', 'SETUP_TEMPLATE'], ['integrations', 'SETUP_INTEGRATIONS'],
    ['generate', 'GENERATE_AGENT'], ['generateAgent', 'GENERATE_AGENT'], ['agentVoice', 'SELECT_VOICE'], ['selectVoice', 'SELECT_VOICE'],
    ['timezone', 'SELECT_TIMEZONE'], ['selectTimezone', 'SELECT_TIMEZONE'], ['editAgent', 'EDIT_AGENT'], ['tryAgent', 'TEST_AGENT'],
    ['testAgent', 'TEST_AGENT'], ['chooseNumber', 'CHOOSE_NUMBER'], ['scheduleCall', 'SCHEDULE_CALL'], ['talkWithExpert', 'SCHEDULE_CALL'],
    ['initial', 'WELCOME'], ['GENERATE_AGENT', 'GENERATE_AGENT'], ['nonsense', null], ['toString', null], ['', null],
  ])('%s → %s', (alias, step) => expect(stepFromParam(alias)).toBe(step));
  it('every step has a name', () => expect(STEPS).toHaveLength(11));
});

type Row = [rule: string, run: () => { state: OnboardingState; delay?: number; close?: boolean; refresh?: boolean } | OnboardingState, expected: Record<string, unknown>];
const withFields = (fields: TemplateField[], integrations: string[] = [], over: Partial<OnboardingState> = {}) =>
  chooseTemplate(fresh(over), tpl(fields, integrations), full).state;

const rows: Row[] = [
  ['method: from scratch goes to GENERATE_AGENT', () => chooseMethod(fresh(), 'BUILD_FROM_SCRATCH', full), { activeStep: 'GENERATE_AGENT', method: 'BUILD_FROM_SCRATCH' }],
  ['method: from template goes to SELECT_TEMPLATE', () => chooseMethod(fresh(), 'BUILD_FROM_TEMPLATE', full), { activeStep: 'SELECT_TEMPLATE', method: 'BUILD_FROM_TEMPLATE' }],
  ['template: disabled and auto-prefilled fields skipped, first open field', () => chooseTemplate(fresh(), tpl(someOpen), full), { activeStep: 'SETUP_TEMPLATE', fieldIndex: 1 }],
  ['template: every field skipped, with integrations → SETUP_INTEGRATIONS', () => chooseTemplate(fresh(), tpl(allSkipped, ['calendar']), full), { activeStep: 'SETUP_INTEGRATIONS' }],
  ['template: every field skipped, no integrations → SELECT_TIMEZONE', () => chooseTemplate(fresh(), tpl(allSkipped), full), { activeStep: 'SELECT_TIMEZONE' }],
  ['template: every field skipped, timezone skipped → SELECT_VOICE', () => chooseTemplate(fresh({ skipTimezoneStep: true }), tpl(allSkipped), full), { activeStep: 'SELECT_VOICE' }],
  ['template: every field skipped, both skipped → GENERATE_AGENT', () => chooseTemplate(fresh({ skipTimezoneStep: true, skipVoiceStep: true }), tpl(allSkipped), full), { activeStep: 'GENERATE_AGENT' }],
  ['template: no fields at all → after-fields rule', () => chooseTemplate(fresh(), tpl([]), full), { activeStep: 'SELECT_TIMEZONE' }],
  ['template: fields named by the prefill are skipped', () => chooseTemplate(fresh(), tpl([F('x'), F('y')]), full, { skipFields: ['x'] }), { activeStep: 'SETUP_TEMPLATE', fieldIndex: 1 }],
  ['fields: next skips a field disabled by the value just set', () => {
    const fields = [F('mode', { type: 'select', options: [{ value: 'on' }, { value: 'off' }] }), F('number', { disabledIf: 'mode=off' }), F('last')];
    const s = setFieldValue(withFields(fields), 'mode', 'off', full).state;
    return nextField(s, full);
  }, { fieldIndex: 2, activeStep: 'SETUP_TEMPLATE' }],
  ['fields finished, with integrations → SETUP_INTEGRATIONS', () => nextField({ ...withFields([F('a')], ['calendar']), fieldIndex: 0 }, full), { activeStep: 'SETUP_INTEGRATIONS' }],
  ['fields finished, no integrations → SELECT_TIMEZONE', () => nextField(withFields([F('a')]), full), { activeStep: 'SELECT_TIMEZONE' }],
  ['fields finished, timezone skipped → SELECT_VOICE', () => nextField(withFields([F('a')], [], { skipTimezoneStep: true }), full), { activeStep: 'SELECT_VOICE' }],
  ['fields finished, voice already set → GENERATE_AGENT', () => nextField(withFields([F('a')], [], { skipTimezoneStep: true, agentVoice: 'jenny' }), full), { activeStep: 'GENERATE_AGENT' }],
  ['integrations: last one done → timezone step', () => nextIntegration(withFields([], ['calendar']), true, full), { activeStep: 'SELECT_TIMEZONE', connectedIntegrations: { calendar: true } }],
  ['integrations: one of two → next index', () => nextIntegration(withFields([], ['calendar', 'sms']), false, full), { activeStep: 'SETUP_INTEGRATIONS', integrationIndex: 1, connectedIntegrations: { calendar: false } }],
  ['integrations named by the prefill are skipped', () => chooseTemplate(fresh(), tpl([], ['calendar']), full, { skipIntegrations: ['calendar'] }), { activeStep: 'SELECT_TIMEZONE' }],
  ['timezone chosen → voice', () => setTimezone(fresh({ activeStep: 'SELECT_TIMEZONE' }), 'UTC+5', full), { timezone: 'Asia/Karachi', activeStep: 'SELECT_VOICE' }],
  ['timezone chosen, voice skipped → GENERATE_AGENT', () => setTimezone(fresh({ method: 'BUILD_FROM_TEMPLATE', skipVoiceStep: true }), 'UTC', full), { activeStep: 'GENERATE_AGENT' }],
  ['timezone chosen, voice already set → GENERATE_AGENT', () => setTimezone(fresh({ method: 'BUILD_FROM_TEMPLATE', agentVoice: 'sonia' }), 'UTC', full), { activeStep: 'GENERATE_AGENT' }],
  ['voice chosen (quotes stripped) → GENERATE_AGENT', () => setVoice(fresh({ method: 'BUILD_FROM_TEMPLATE' }), ' "jenny" ', full), { agentVoice: 'jenny', activeStep: 'GENERATE_AGENT' }],
  ['voice left empty → the default voice', () => setVoice(fresh({ method: 'BUILD_FROM_TEMPLATE' }), '  ', full), { agentVoice: DEFAULT_VOICE_ID }],
  ['from scratch: agent generated → voice step', () => agentGenerated(fresh({ method: 'BUILD_FROM_SCRATCH' }), 9, full), { agentId: 9, activeStep: 'SELECT_VOICE' }],
  ['from scratch: voice skipped → EDIT_AGENT', () => agentGenerated(fresh({ method: 'BUILD_FROM_SCRATCH', skipVoiceStep: true }), 9, full), { activeStep: 'EDIT_AGENT' }],
  ['from scratch: voice set → EDIT_AGENT', () => setVoice(fresh({ method: 'BUILD_FROM_SCRATCH' }), 'aria', full), { activeStep: 'EDIT_AGENT' }],
  ['from template: agent generated → EDIT_AGENT', () => agentGenerated(fresh({ method: 'BUILD_FROM_TEMPLATE' }), 9, full), { activeStep: 'EDIT_AGENT' }],
  ['after the agent: number, then test call, then schedule call', () => nextAfterAgent(nextAfterAgent(fresh({ activeStep: 'EDIT_AGENT' }), full).state, full), { activeStep: 'TEST_AGENT' }],
  ['test call done → SCHEDULE_CALL', () => nextAfterAgent(fresh({ activeStep: 'TEST_AGENT' }), full, { testCallDone: true }), { activeStep: 'SCHEDULE_CALL', testCallDone: true }],
  ['full editor starts at WELCOME', () => initialState(full), { activeStep: 'WELCOME', method: null }],
  ['without the full editor: SELECT_TEMPLATE, template method', () => initialState(limited), { activeStep: 'SELECT_TEMPLATE', method: 'BUILD_FROM_TEMPLATE' }],
  ['without the full editor: WELCOME in the URL never shows', () => goTo(fresh({}, limited), 'WELCOME', limited), { activeStep: 'SELECT_TEMPLATE' }],
  ['without the full editor: a stored WELCOME resumes at SELECT_TEMPLATE', () => resume({ ...fresh(), activeStep: 'WELCOME' }, null, limited), { activeStep: 'SELECT_TEMPLATE', method: 'BUILD_FROM_TEMPLATE' }],
  ['discard template: SELECT_TEMPLATE, template, fields, integrations, timezone cleared, voice reset', () =>
    discardTemplate({ ...withFields([F('a')], ['calendar']), timezone: 'Europe/Paris', agentVoice: 'jenny' }, full),
    { activeStep: 'SELECT_TEMPLATE', templateId: null, templateFields: [], templateIntegrations: [], timezone: null, agentVoice: null, delay: 0 }],
  ['restart → WELCOME', () => restart(fresh({ activeStep: 'CHOOSE_NUMBER', agentId: 4 }), full), { activeStep: 'WELCOME', agentId: null }],
  ['restart when complete → SELECT_TEMPLATE', () => restart(fresh({ activeStep: 'CHOOSE_NUMBER', onboardingComplete: true }), full), { activeStep: 'SELECT_TEMPLATE', onboardingComplete: true }],
  ['restart without the full editor → SELECT_TEMPLATE', () => restart(fresh({ activeStep: 'CHOOSE_NUMBER' }, limited), limited), { activeStep: 'SELECT_TEMPLATE' }],
  ['exit and discard: reset, complete flag kept, parameters closed, saved at once', () => exitAndDiscard(fresh({ activeStep: 'EDIT_AGENT', onboardingComplete: true, agentId: 3 }), full),
    { activeStep: 'SELECT_TEMPLATE', onboardingComplete: true, agentId: null, close: true, delay: 0 }],
  ['complete: reset with onboardingComplete, refresh, close, at once', () => complete(fresh({ activeStep: 'SCHEDULE_CALL' }), full), { onboardingComplete: true, refresh: true, close: true, delay: 0, activeStep: 'SELECT_TEMPLATE' }],
  ['mark as complete: the same without closing', () => markComplete(fresh({ activeStep: 'SCHEDULE_CALL' }), full), { onboardingComplete: true, refresh: true, close: false, delay: 0 }],
  ['every update stamps updatedAt in unix seconds, saved after 1000 ms', () => chooseMethod({ ...fresh(), updatedAt: 1 }, 'BUILD_FROM_TEMPLATE', { ...full, now: 1_700_000_123_456 }), { updatedAt: 1_700_000_123, delay: ONBOARDING_SAVE_DELAY_MS }],
  ['onboard absent: the state is reset (complete flag kept)', () => closedState(fresh({ activeStep: 'TEST_AGENT', agentId: 5, onboardingComplete: true }), full), { activeStep: 'SELECT_TEMPLATE', agentId: null, onboardingComplete: true }],
  ['resume: the newer of local copy and settings', () => resume({ ...fresh(), activeStep: 'CHOOSE_NUMBER', updatedAt: 200 }, { ...fresh(), activeStep: 'EDIT_AGENT', updatedAt: 100 }, full), { activeStep: 'CHOOSE_NUMBER' }],
  ['resume: nothing usable → default', () => resume('garbage', { activeStep: 'NOPE' }, full), { activeStep: 'WELCOME' }],
  ['prefill: select takes one known option, unknown refused', () => applyPrefill(withFields([F('s', { type: 'select', options: [{ value: 'a' }, { value: 'b' }], value: 'a' })]), { templateFields: { s: 'zzz' } }), { 'templateFields.0.value': 'a' }],
  ['prefill: select known option taken', () => applyPrefill(withFields([F('s', { inputType: 'select', type: undefined, options: [{ value: 'a' }, { value: 'b' }] })]), { templateFields: { s: 'b' } }), { 'templateFields.0.value': 'b' }],
  ['prefill: multi-select keeps only known options', () => applyPrefill(withFields([F('m', { type: 'multi-select', options: [{ value: 'x' }, { value: 'y' }] })]), { templateFields: { m: ['x', 'q', 'y', 'x'] } }), { 'templateFields.0.value': ['x', 'y'] }],
  ['prefill: {key} placeholders substituted in other fields', () => applyPrefill(withFields(someOpen), { templateFields: { name: 'Acme' } }), { 'templateFields.2.value': 'Hi Acme' }],
  ['prefill: unknown {key} stays as written', () => applyPrefill(withFields([F('g', { value: 'Hi {nobody}' })]), {}), { 'templateFields.0.value': 'Hi {nobody}' }],
  ['prefill: timezone, voice (quotes stripped), skip flags', () => applyPrefill(fresh(), { timezone: ' "new york" ', agentVoice: "'sonia'", skipTimezoneStep: true, skipVoiceStep: true }),
    { timezone: 'America/New_York', agentVoice: 'sonia', skipTimezoneStep: true, skipVoiceStep: true }],
];

const at = (value: unknown, path: string): unknown => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], value);

describe('spec 1 §4.6: the onboarding machine, one row per rule', () => {
  it.each(rows)('%s', (_rule, run, expected) => {
    const result = run();
    const isUpdate = 'state' in result && typeof (result as { delay?: number }).delay === 'number';
    const state = isUpdate ? (result as { state: OnboardingState }).state : (result as OnboardingState);
    for (const [key, value] of Object.entries(expected)) {
      const actual = ['delay', 'close', 'refresh'].includes(key) ? (result as Record<string, unknown>)[key] : at(state, key);
      expect(actual, key).toEqual(value);
    }
  });
});

describe('spec 1 §4.6: timezone matching', () => {
  it.each([
    ['America/Chicago', 'America/Chicago'],
    ['america/denver', 'America/Denver'],
    ['Eastern Time (US & Canada)', 'America/New_York'],
    ['"Tokyo"', 'Asia/Tokyo'],
    ['london', 'Europe/London'],
    ['UTC+5', 'Asia/Karachi'],
    ['+0530', 'Asia/Kolkata'],
    ['GMT-3:30', 'America/St_Johns'],
    ['-5', 'America/New_York'],
    ['UTC', 'UTC'],
    ['Mars/Olympus', 'UTC'],
    ['+99', 'UTC'],
    ['', 'UTC'],
  ])('%s → %s', (input, zone) => expect(matchTimezone(input)).toBe(zone));
});

describe('spec 1 §4.6: template staleness', () => {
  const base = tpl([F('a'), F('s', { type: 'select', options: [{ value: '1' }] })], ['calendar']);
  const stored = chooseTemplate(fresh(), base, full).state;
  it.each<[string, boolean, OnboardingTemplate]>([
    ['same template', false, base],
    ['a label changed only', false, tpl([F('a', { label: 'New' }), F('s', { type: 'select', options: [{ value: '1' }] })], ['calendar'])],
    ['integrations differ', true, tpl(base.templateFields!, ['calendar', 'sms'])],
    ['field key set differs', true, tpl([F('a'), F('t', { type: 'select', options: [{ value: '1' }] })], ['calendar'])],
    ['a field type differs', true, tpl([F('a', { type: 'textarea' }), F('s', { type: 'select', options: [{ value: '1' }] })], ['calendar'])],
    ['a field options differ', true, tpl([F('a'), F('s', { type: 'select', options: [{ value: '2' }] })], ['calendar'])],
    ['an app added (appId:version)', true, tpl(base.templateFields!, ['calendar'], { apps: [{ appId: 'crm', version: '2' }] })],
  ])('%s → stale: %s', (_name, stale, template) => expect(isTemplateStale(stored, template)).toBe(stale));
  it('the schedule action counts as a calendar integration; apps as appId:version', () => {
    expect(integrationKeys(tpl([], [], { actions: [{ name: 'schedule' }], apps: [{ appId: 'crm', version: '2' }] }))).toEqual(['calendar', 'crm:2']);
    expect(isTemplateStale({ templateFields: [], templateIntegrations: ['calendar'] }, tpl([], [], { actions: [{ name: 'Schedule' }] }))).toBe(false);
  });
});

describe('spec 1 §4.6: where updates go', () => {
  afterEach(() => vi.useRealTimers());
  const ports = (saveSettings: () => Promise<unknown>) => {
    const local: OnboardingState[] = [];
    return {
      local,
      ports: { writeLocal: (s: OnboardingState) => local.push(s), saveSettings: vi.fn((_state: OnboardingState) => saveSettings()), setTimer: (f: () => void, ms: number) => setTimeout(f, ms), clearTimer: (h: unknown) => clearTimeout(h as number) },
    };
  };
  it('local copy at once, settings after 1000 ms of quiet (one save for a burst)', async () => {
    vi.useFakeTimers();
    const { local, ports: p } = ports(async () => ({}));
    const saver = createSaver(p);
    const a = chooseMethod(fresh(), 'BUILD_FROM_TEMPLATE', full);
    saver.push(a);
    saver.push(setVoice(a.state, 'jenny', full));
    expect(local).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(p.saveSettings).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(p.saveSettings).toHaveBeenCalledTimes(1);
    expect(p.saveSettings.mock.calls[0][0]).toMatchObject({ agentVoice: 'jenny' });
  });
  it('delay 0 (complete, discard) saves at once', () => {
    vi.useFakeTimers();
    const { ports: p } = ports(async () => ({}));
    createSaver(p).push(complete(fresh(), full));
    expect(p.saveSettings).toHaveBeenCalledTimes(1);
  });
  it('a failed settings save is swallowed, the local copy still updated', async () => {
    const { local, ports: p } = ports(async () => Promise.reject(new Error('500')));
    const saver = createSaver(p);
    saver.push(discardTemplate(fresh(), full));
    await expect(saver.flush()).resolves.toBeUndefined();
    await Promise.resolve();
    expect(p.saveSettings).toHaveBeenCalledTimes(1);
    expect(local).toHaveLength(1);
  });
});
