// The agents area's numbers and fixed ids (spec 1 §3, §4.1; spec 2 §9), from one place.

/** Spec 2 §9: autosave after 1500 ms of quiet. */
export const AUTOSAVE_QUIET_MS = 1500;
/** Spec 2 §9: publish waits 1500 ms after saving staging, then 200 ms after publishing. */
export const PUBLISH_WAIT_BEFORE_MS = 1500;
export const PUBLISH_WAIT_AFTER_MS = 200;

/** Spec 1 §3 "Agent version": source and target default to staging. */
export const DEFAULT_VERSION_SOURCE = 'staging';
export const DEFAULT_VERSION_TARGET = 'staging';

/** Spec 1 §4.1: detaching turns the agent into a full agent. */
export const FULL_AGENT_MODE = 'FULL_AGENT';
export const TEMPLATE_MODE = 'TEMPLATE';

/** Spec 1 §3 "Onboarding state": a fixed default voice id exists (the server's VOICE_DEFAULT_ID; its voices call says it too). */
export const DEFAULT_VOICE_ID = 'aria';

/**
 * Issue 9 point 12: prompts up to a documented size, 100,000 characters (string length, as the
 * server's PROMPT_MAX_CHARS counts them: docs/api-contract.md; a unit test keeps the two equal).
 */
export const MAX_PROMPT_CHARS = 100_000;

/** Spec 1 §3 "Campaign": the query parameters a template id may come from, in order. */
export const TEMPLATE_ID_PARAMS = ['templateId', 'targetTemplateId'] as const;

/** Where the unsaved draft of an agent lives in the kernel's (namespaced) storage. */
export const DRAFT_STORAGE_PREFIX = 'agents.draft.';
