// The inbox page's state is its URL (spec 1 §2.6, §4.3): `filter` (the tab), `active` (the open room),
// `new` (the composer of a new conversation), `highlightId` (a message to show), `unread` (the list's
// unread-only filter), `archived` (the closed rooms instead of the open ones). Reading validates each value: one that is not well formed is ignored, so a
// hand-edited or stale link opens the inbox rather than failing. The reducer holds the spec's rules:
// switching tab clears the active room; starting a group with no users clears the new conversation.
import { isE164, normalizePhone } from '../../../shared/validation';

export const INBOX_TABS = ['priority', 'agent'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

export interface InboxState {
  filter: InboxTab;
  active: string | null;
  /** 'true' for an empty composer, or the E.164 number it starts with */
  new: string | null;
  highlightId: string | null;
  unread: boolean;
  archived: boolean;
}

export const INBOX_PARAMS = ['filter', 'active', 'new', 'highlightId', 'unread', 'archived'] as const;

export const EMPTY_INBOX: InboxState = { filter: 'priority', active: null, new: null, highlightId: null, unread: false, archived: false };

// room ids are uuids, message ids numbers or uuids: anything else is not one of ours
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const isTab = (value: string | null): value is InboxTab => (INBOX_TABS as readonly (string | null)[]).includes(value);
const idOrNull = (value: string | null) => (value !== null && ID.test(value) ? value : null);

export function readInboxParams(params: URLSearchParams): InboxState {
  const filter = params.get('filter');
  const compose = params.get('new');
  return {
    filter: isTab(filter) ? filter : 'priority',
    active: idOrNull(params.get('active')),
    new: compose === null ? null : isE164(compose) ? normalizePhone(compose) : compose === 'true' || compose === '' ? 'true' : null,
    highlightId: idOrNull(params.get('highlightId')),
    unread: params.get('unread') === 'true',
    archived: params.get('archived') === 'true',
  };
}

/** `params` with the inbox's own parameters replaced by `state`'s (others, e.g. overlays, are kept). */
export function writeInboxParams(params: URLSearchParams, state: InboxState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of INBOX_PARAMS) next.delete(name);
  if (state.filter !== 'priority') next.set('filter', state.filter);
  if (state.active) next.set('active', state.active);
  if (state.new) next.set('new', state.new);
  if (state.highlightId) next.set('highlightId', state.highlightId);
  if (state.unread) next.set('unread', 'true');
  if (state.archived) next.set('archived', 'true');
  return next;
}

export type InboxAction =
  | { type: 'tab'; tab: InboxTab }
  | { type: 'open'; roomId: string }
  | { type: 'close' }
  | { type: 'unread'; on: boolean }
  /** the closed (archived) rooms instead of the open ones; the open room belongs to the other list */
  | { type: 'archived'; on: boolean }
  | { type: 'compose'; to?: string }
  | { type: 'cancelCompose' }
  /** a group conversation about to start with these users */
  | { type: 'group'; users: readonly string[] }
  /** the new conversation started: its room opens */
  | { type: 'started'; roomId: string }
  /** another account is viewed: nothing of the previous one stays */
  | { type: 'account' };

export function inboxReducer(state: InboxState, action: InboxAction): InboxState {
  switch (action.type) {
    case 'tab':
      return action.tab === state.filter ? state : { ...state, filter: action.tab, active: null, highlightId: null };
    case 'open':
      return { ...state, active: idOrNull(action.roomId), highlightId: null, new: null };
    case 'close':
      return { ...state, active: null, highlightId: null };
    case 'unread':
      return { ...state, unread: action.on };
    case 'archived':
      return action.on === state.archived ? state : { ...state, archived: action.on, active: null, highlightId: null };
    case 'compose':
      return { ...state, new: action.to && isE164(action.to) ? normalizePhone(action.to) : 'true' };
    case 'cancelCompose':
      return { ...state, new: null };
    case 'group':
      return action.users.length === 0 ? { ...state, new: null } : state;
    case 'started':
      return { ...state, new: null, active: idOrNull(action.roomId), highlightId: null };
    case 'account':
      return EMPTY_INBOX;
  }
}
