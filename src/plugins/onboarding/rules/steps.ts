// The onboarding overlay's steps and the URL's names for them (spec 1 §2.4, §4.6). Pure.

export const STEPS = [
  'WELCOME',
  'SELECT_TEMPLATE',
  'SETUP_TEMPLATE',
  'SETUP_INTEGRATIONS',
  'SELECT_TIMEZONE',
  'SELECT_VOICE',
  'GENERATE_AGENT',
  'EDIT_AGENT',
  'TEST_AGENT',
  'CHOOSE_NUMBER',
  'SCHEDULE_CALL',
] as const;
export type Step = (typeof STEPS)[number];

/** Spec 1 §2.4: the aliases `activeStep` may carry. */
export const STEP_ALIASES: Readonly<Record<string, Step>> = {
  templates: 'SELECT_TEMPLATE',
  fields: 'SETUP_TEMPLATE',
  setupAgent: 'SETUP_TEMPLATE',
  integrations: 'SETUP_INTEGRATIONS',
  generate: 'GENERATE_AGENT',
  generateAgent: 'GENERATE_AGENT',
  agentVoice: 'SELECT_VOICE',
  selectVoice: 'SELECT_VOICE',
  timezone: 'SELECT_TIMEZONE',
  selectTimezone: 'SELECT_TIMEZONE',
  editAgent: 'EDIT_AGENT',
  tryAgent: 'TEST_AGENT',
  testAgent: 'TEST_AGENT',
  chooseNumber: 'CHOOSE_NUMBER',
  scheduleCall: 'SCHEDULE_CALL',
  talkWithExpert: 'SCHEDULE_CALL',
  initial: 'WELCOME',
};

export const isStep = (value: unknown): value is Step => typeof value === 'string' && (STEPS as readonly string[]).includes(value);

/** `activeStep` as the URL has it (a step name or an alias) → the step; anything else → null. */
export function stepFromParam(value: string | null | undefined): Step | null {
  if (!value) return null;
  if (isStep(value)) return value;
  return Object.prototype.hasOwnProperty.call(STEP_ALIASES, value) ? STEP_ALIASES[value] : null;
}

/** A non-negative integer index from the URL (`fieldIndex`, `integrationIndex`); else the default 0. */
export function indexFromParam(value: string | null | undefined): number {
  if (value == null || !/^\d{1,4}$/.test(value)) return 0;
  return Number(value);
}
