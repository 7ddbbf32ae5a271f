// The onboarding area's numbers and fixed ids (spec 1 §3, §4.6, §4.7; spec 2 §9), from one place.

/** Spec 2 §9: the onboarding state reaches the account settings 1000 ms after the last update. */
export const ONBOARDING_SAVE_DELAY_MS = 1000;

/** Spec 1 §4.7: the walkthrough's four tasks, in order. */
export const WALKTHROUGH_TASKS = ['SETUP_AGENT', 'TEST_AGENT', 'ADD_NUMBER', 'FORWARD_CALLS'] as const;
export type WalkthroughTask = (typeof WALKTHROUGH_TASKS)[number];

/** Spec 1 §4.7 / spec 2 §9: accounts created before this (unix seconds) had set up their agent already. */
export const LEGACY_CUTOFF = 1692075600;

/** Spec 1 §4.7: the walkthrough version a first started task saves. */
export const WALKTHROUGH_VERSION = 1;

/** Spec 1 §3 "Onboarding state": a fixed default voice id exists (the server's VOICE_DEFAULT_ID). */
export const DEFAULT_VOICE_ID = 'aria';

/** The account settings keys (spec 1 §3 "Settings keys"). */
export const ONBOARDING_SETTING = 'onboarding';
export const WALKTHROUGH_SETTING = 'walkthrough';

/** Where the local copy of the onboarding state lives (per account) in the kernel's namespaced storage. */
export const LOCAL_COPY_PREFIX = 'onboarding.';

/** The timezone every unmatched input falls back to (spec 1 §4.6). */
export const FALLBACK_TIMEZONE = 'UTC';

/** The line a wizard's test call comes from on the demo carrier (a reserved 555 number). */
export const TEST_CALLER = '+15550100199';
