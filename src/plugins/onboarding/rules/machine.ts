// The onboarding state machine (spec 1 §3 "Onboarding state", §4.6): every transition is a pure
// function of the state (and the owner's permission) returning the next state, how soon it reaches
// the account settings (`delay`: 1000 ms, or 0 for complete and discard), and whether the overlay
// closes or the account reloads. Time comes in as an argument: `updatedAt` is unix seconds.
import { DEFAULT_VOICE_ID, ONBOARDING_SAVE_DELAY_MS } from '../constants';
import { checkedValue, nextFieldIndex, substituteFields, type TemplateField } from './fields';
import { isStep, type Step } from './steps';
import { connectableIntegrations, integrationKeys, type OnboardingTemplate } from './template';
import { cleanInput, matchTimezone } from './timezones';

export type Method = 'BUILD_FROM_SCRATCH' | 'BUILD_FROM_TEMPLATE';

export interface OnboardingState {
  method: Method | null;
  templateId: string | null;
  templateFields: TemplateField[];
  templateIntegrations: string[];
  connectedIntegrations: Record<string, boolean>;
  activeStep: Step;
  fieldIndex: number;
  integrationIndex: number;
  timezone: string | null;
  agentVoice: string | null;
  skipTimezoneStep: boolean;
  skipVoiceStep: boolean;
  onboardingComplete: boolean;
  updatedAt: number;
  /** beyond the spec: prefill's fields and integrations to skip, and what the wizard made */
  skipFields: string[];
  skipIntegrations: string[];
  agentId: number | null;
  phoneNumber: string | null;
  testCallDone: boolean;
}

export interface MachineContext {
  /** the permission set's canUseFullEditor */
  canUseFullEditor: boolean;
  /** now in milliseconds */
  now: number;
}

export interface Update {
  state: OnboardingState;
  /** ms until the account settings are written (the local copy is written at once) */
  delay: number;
  /** remove the onboarding query parameters */
  close?: boolean;
  /** reload the account (onboarding just completed) */
  refresh?: boolean;
}

/** What a prefill may set (spec 1 §4.6). */
export interface Prefill {
  timezone?: string;
  agentVoice?: string;
  skipTimezoneStep?: boolean;
  skipVoiceStep?: boolean;
  templateFields?: Record<string, unknown>;
  skipFields?: string[];
  skipIntegrations?: string[];
  /** fields whose value came from the owner's site (build from your website), and whether to confirm it */
  sources?: Record<string, { confirm: boolean }>;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** The default state: WELCOME, or SELECT_TEMPLATE with the template method without the full editor. */
export function initialState(ctx: MachineContext, onboardingComplete = false): OnboardingState {
  const full = ctx.canUseFullEditor;
  return {
    method: full ? null : 'BUILD_FROM_TEMPLATE',
    templateId: null,
    templateFields: [],
    templateIntegrations: [],
    connectedIntegrations: {},
    activeStep: full && !onboardingComplete ? 'WELCOME' : 'SELECT_TEMPLATE',
    fieldIndex: 0,
    integrationIndex: 0,
    timezone: null,
    agentVoice: null,
    skipTimezoneStep: false,
    skipVoiceStep: false,
    onboardingComplete,
    updatedAt: seconds(ctx.now),
    skipFields: [],
    skipIntegrations: [],
    agentId: null,
    phoneNumber: null,
    testCallDone: false,
  };
}

/** Users without the full editor never see WELCOME (spec 1 §4.6). */
function guarded(state: OnboardingState, ctx: MachineContext): OnboardingState {
  if (ctx.canUseFullEditor || (state.activeStep !== 'WELCOME' && state.method !== 'BUILD_FROM_SCRATCH')) return state;
  return { ...state, activeStep: 'SELECT_TEMPLATE', method: 'BUILD_FROM_TEMPLATE' };
}

function update(state: OnboardingState, patch: Partial<OnboardingState>, ctx: MachineContext, delay = ONBOARDING_SAVE_DELAY_MS): Update {
  return { state: guarded({ ...state, ...patch, updatedAt: seconds(ctx.now) }, ctx), delay };
}

/**
 * Reaching a step applies its skips (spec 1 §4.6): a skipped timezone step goes on to voice; voice
 * skipped, or a voice already set, goes to GENERATE_AGENT (EDIT_AGENT when building from scratch).
 */
export function reach(state: OnboardingState, step: Step): Step {
  if (step === 'SELECT_TIMEZONE' && state.skipTimezoneStep) return reach(state, 'SELECT_VOICE');
  if (step === 'SELECT_VOICE' && (state.skipVoiceStep || state.agentVoice)) return state.method === 'BUILD_FROM_SCRATCH' ? 'EDIT_AGENT' : 'GENERATE_AGENT';
  return step;
}

/** The step after the fields: integrations when the template has some, else timezone (with its skips). */
export function afterFields(state: OnboardingState): Step {
  if (connectableIntegrations(state.templateIntegrations, state.skipIntegrations).length > 0) return 'SETUP_INTEGRATIONS';
  return reach(state, 'SELECT_TIMEZONE');
}

export function chooseMethod(state: OnboardingState, method: Method, ctx: MachineContext): Update {
  if (method === 'BUILD_FROM_SCRATCH') return update(state, { method, activeStep: 'GENERATE_AGENT' }, ctx);
  return update(state, { method, activeStep: 'SELECT_TEMPLATE' }, ctx);
}

/** Applies a prefill to the state's fields and settings (spec 1 §4.6). */
export function applyPrefill(state: OnboardingState, prefill: Prefill | undefined): OnboardingState {
  if (!prefill) return state;
  const given = prefill.templateFields ?? {};
  const sources = prefill.sources ?? {};
  const fields = state.templateFields.map((f) => {
    if (!Object.prototype.hasOwnProperty.call(given, f.key)) return f;
    const value = checkedValue(f, given[f.key]);
    if (value === undefined) return f;
    const source = Object.prototype.hasOwnProperty.call(sources, f.key) ? { source: 'site' as const, confirm: sources[f.key].confirm } : {};
    return { ...f, value, ...source };
  });
  const voice = prefill.agentVoice === undefined ? state.agentVoice : cleanInput(prefill.agentVoice) || null;
  return {
    ...state,
    templateFields: substituteFields(fields),
    timezone: prefill.timezone === undefined ? state.timezone : matchTimezone(prefill.timezone),
    agentVoice: voice,
    skipTimezoneStep: prefill.skipTimezoneStep ?? state.skipTimezoneStep,
    skipVoiceStep: prefill.skipVoiceStep ?? state.skipVoiceStep,
    skipFields: prefill.skipFields ?? state.skipFields,
    skipIntegrations: prefill.skipIntegrations ?? state.skipIntegrations,
  };
}

/** Choosing a template: skipped fields are passed over; all skipped → the after-fields rule. */
export function chooseTemplate(state: OnboardingState, template: OnboardingTemplate, ctx: MachineContext, prefill?: Prefill): Update {
  const base = applyPrefill(
    {
      ...state,
      method: 'BUILD_FROM_TEMPLATE',
      templateId: template.id,
      templateFields: (template.templateFields ?? []).map((f) => ({ ...f })),
      templateIntegrations: integrationKeys(template),
      connectedIntegrations: {},
      integrationIndex: 0,
    },
    prefill,
  );
  const first = nextFieldIndex(base.templateFields, 0, base.skipFields);
  if (first === -1) return update(base, { fieldIndex: 0, activeStep: afterFields(base) }, ctx);
  return update(base, { fieldIndex: first, activeStep: 'SETUP_TEMPLATE' }, ctx);
}

/** The owner typed a field's value (checked against its options; placeholders filled later). */
export function setFieldValue(state: OnboardingState, key: string, value: unknown, ctx: MachineContext): Update {
  const templateFields = state.templateFields.map((f) => (f.key === key ? { ...f, value: checkedValue(f, value), confirm: false } : f));
  return update(state, { templateFields }, ctx);
}

/** Next field, or, when the fields are finished, the same rule as when every field is skipped. */
export function nextField(state: OnboardingState, ctx: MachineContext): Update {
  const next = nextFieldIndex(state.templateFields, state.fieldIndex + 1, state.skipFields);
  if (next !== -1) return update(state, { fieldIndex: next }, ctx);
  const filled = { ...state, templateFields: substituteFields(state.templateFields) };
  return update(filled, { activeStep: afterFields(filled) }, ctx);
}

/** An integration connected (or passed over); after the last one, the timezone step (with its skips). */
export function nextIntegration(state: OnboardingState, connected: boolean | null, ctx: MachineContext): Update {
  const list = connectableIntegrations(state.templateIntegrations, state.skipIntegrations);
  const name = list[state.integrationIndex];
  const connectedIntegrations = name && connected !== null ? { ...state.connectedIntegrations, [name]: connected } : state.connectedIntegrations;
  if (state.integrationIndex + 1 < list.length) return update(state, { connectedIntegrations, integrationIndex: state.integrationIndex + 1 }, ctx);
  return update(state, { connectedIntegrations, activeStep: reach(state, 'SELECT_TIMEZONE') }, ctx);
}

export function setTimezone(state: OnboardingState, input: string, ctx: MachineContext): Update {
  const next = { ...state, timezone: matchTimezone(input) };
  return update(next, { activeStep: reach(next, 'SELECT_VOICE') }, ctx);
}

export function setVoice(state: OnboardingState, input: string, ctx: MachineContext): Update {
  const agentVoice = cleanInput(input) || DEFAULT_VOICE_ID;
  return update(state, { agentVoice, activeStep: state.method === 'BUILD_FROM_SCRATCH' ? 'EDIT_AGENT' : 'GENERATE_AGENT' }, ctx);
}

/** The agent exists: from a template on to EDIT_AGENT; from scratch the voice comes next (with its skips). */
export function agentGenerated(state: OnboardingState, agentId: number, ctx: MachineContext): Update {
  const next = { ...state, agentId };
  return update(next, { activeStep: state.method === 'BUILD_FROM_SCRATCH' ? reach(next, 'SELECT_VOICE') : 'EDIT_AGENT' }, ctx);
}

/** After the agent: a number, then a test call, then the schedule-a-call step. */
const AFTER: Partial<Record<Step, Step>> = { EDIT_AGENT: 'CHOOSE_NUMBER', CHOOSE_NUMBER: 'TEST_AGENT', TEST_AGENT: 'SCHEDULE_CALL' };
export function nextAfterAgent(state: OnboardingState, ctx: MachineContext, patch: Partial<OnboardingState> = {}): Update {
  return update(state, { ...patch, activeStep: AFTER[state.activeStep] ?? state.activeStep }, ctx);
}

/** An explicit move (the URL's activeStep, a back button); WELCOME stays hidden without the full editor. */
export function goTo(state: OnboardingState, step: Step, ctx: MachineContext, indexes: { fieldIndex?: number; integrationIndex?: number } = {}): Update {
  return update(state, { activeStep: step, ...indexes }, ctx);
}

/** Discard template: back to SELECT_TEMPLATE without template, fields, integrations, timezone; the voice reset. */
export function discardTemplate(state: OnboardingState, ctx: MachineContext): Update {
  return update(
    state,
    {
      activeStep: 'SELECT_TEMPLATE',
      templateId: null,
      templateFields: [],
      templateIntegrations: [],
      connectedIntegrations: {},
      fieldIndex: 0,
      integrationIndex: 0,
      timezone: null,
      agentVoice: null,
    },
    ctx,
    0,
  );
}

/** Restart: the default state, at WELCOME (SELECT_TEMPLATE when complete already or without the full editor). */
export function restart(state: OnboardingState, ctx: MachineContext): Update {
  return update(initialState(ctx, state.onboardingComplete), {}, ctx);
}

/** Exit and discard: reset (the complete flag kept) and close the onboarding parameters. */
export function exitAndDiscard(state: OnboardingState, ctx: MachineContext): Update {
  return { ...update(initialState(ctx, state.onboardingComplete), {}, ctx, 0), close: true };
}

/** Complete: reset with onboardingComplete, reload the account and close; mark as complete stays open. */
export function complete(_state: OnboardingState, ctx: MachineContext, close = true): Update {
  return { ...update(initialState(ctx, true), {}, ctx, 0), refresh: true, close };
}
export const markComplete = (state: OnboardingState, ctx: MachineContext): Update => complete(state, ctx, false);

/** The state an absent `onboard` parameter leaves: the default (spec 1 §4.6). */
export function closedState(state: OnboardingState | null, ctx: MachineContext): OnboardingState {
  return initialState(ctx, state?.onboardingComplete ?? false);
}

/** A stored state (settings or local copy), checked field by field; anything unusable → null. */
export function parseStored(raw: unknown): OnboardingState | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  if (!isStep(r.activeStep)) return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const idx = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  return {
    method: r.method === 'BUILD_FROM_SCRATCH' || r.method === 'BUILD_FROM_TEMPLATE' ? r.method : null,
    templateId: str(r.templateId),
    templateFields: Array.isArray(r.templateFields) ? (r.templateFields.filter((f) => f && typeof f === 'object' && typeof (f as TemplateField).key === 'string') as TemplateField[]) : [],
    templateIntegrations: list(r.templateIntegrations),
    connectedIntegrations:
      r.connectedIntegrations && typeof r.connectedIntegrations === 'object'
        ? Object.fromEntries(Object.entries(r.connectedIntegrations as Record<string, unknown>).filter(([, v]) => typeof v === 'boolean')) as Record<string, boolean>
        : {},
    activeStep: r.activeStep,
    fieldIndex: idx(r.fieldIndex),
    integrationIndex: idx(r.integrationIndex),
    timezone: str(r.timezone),
    agentVoice: str(r.agentVoice),
    skipTimezoneStep: r.skipTimezoneStep === true,
    skipVoiceStep: r.skipVoiceStep === true,
    onboardingComplete: r.onboardingComplete === true,
    updatedAt: typeof r.updatedAt === 'number' ? r.updatedAt : 0,
    skipFields: list(r.skipFields),
    skipIntegrations: list(r.skipIntegrations),
    agentId: typeof r.agentId === 'number' && Number.isInteger(r.agentId) ? r.agentId : null,
    phoneNumber: str(r.phoneNumber),
    testCallDone: r.testCallDone === true,
  };
}

/** Of the local copy and the account settings' copy, the newer one (guarded); neither → the default. */
export function resume(local: unknown, saved: unknown, ctx: MachineContext): OnboardingState {
  const a = parseStored(local);
  const b = parseStored(saved);
  const newest = a && b ? (a.updatedAt >= b.updatedAt ? a : b) : a ?? b;
  return newest ? guarded(newest, ctx) : initialState(ctx);
}
