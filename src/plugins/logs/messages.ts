// Every user-facing string of the logs plugin. The catalogue's exact messages (spec 2 §8, logs and
// conversation rows) are named constants; labels of the log record's fields reach react-admin as
// resources.logs.fields.*.
import { defineResourceMessages, formatNumber, LOGS_MESSAGES, localized } from '@kernel/sdk';
import fr, { frFieldLabels } from './messages.fr';

/** Spec 2 §8's catalogue (src/shared/calls holds the exact strings, shared with the server). */
export const FAILED_TO_FETCH_LOGS = LOGS_MESSAGES.fetchFailed;
export const FAILED_TO_FETCH_CONVERSATION = LOGS_MESSAGES.conversationFailed;

const englishFieldLabels: Record<string, string> = {
  accountId: 'Account ID',
  agentId: 'Agent ID',
  duration: 'Duration (s)',
  timestamp: 'Time',
  accountName: 'Account',
  fromNumber: 'From',
  toNumber: 'To',
  cnam: 'Caller name',
  roomId: 'Room',
  direction: 'Direction',
  transfer: 'Transfer',
  callId: 'Call ID',
  uuid: 'UUID',
  appointmentBooked: 'Appointment booked',
  transferMade: 'Transferred',
};

/** The field labels' English: messages.fr.ts translates them too (its named export frFieldLabels). */
export type EnglishFieldLabels = typeof englishFieldLabels;
export const fieldLabels = localized(englishFieldLabels, { fr: frFieldLabels });

export const fieldLabel = (field: string) => fieldLabels[field] ?? field;

const english = {
  menu: 'Logs',
  title: 'Conversation logs',
  loading: 'Loading logs…',
  empty: 'No calls in this window.',
  emptyFiltered: 'No call matches these filters.',
  total: (n: number, exact = true) => (exact ? `${formatNumber(n)} ${n === 1 ? 'call' : 'calls'}` : `${formatNumber(n)}+ calls`),
  page: (n: number) => `Page ${n}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageSize: 'Rows per page',
  window: 'Window',
  windows: {
    'last 1 day': 'Last 24 hours',
    'last 7 days': 'Last 7 days',
    'last 30 days': 'Last 30 days',
    'last 90 days': 'Last 90 days',
    'last 1 year': 'Last year',
  } as Record<string, string>,
  customWindow: 'Custom window',
  filters: 'Filters',
  filterCount: (n: number) => (n ? `Filters (${n})` : 'Filters'),
  columns: 'Columns',
  wrap: 'Wrap lines',
  includeTest: 'Include test calls',
  export: 'Export',
  openTranscript: 'Open transcript',

  columnsTitle: 'Columns',
  columnsHint: 'Choose the columns and their order.',
  moveUp: (label: string) => `Move ${label} up`,
  moveDown: (label: string) => `Move ${label} down`,
  apply: 'Apply',
  reset: 'Reset',
  atLeastOneColumn: 'Keep at least one column.',

  filterTitle: 'Filter calls',
  field: 'Field',
  operator: 'Operator',
  value: 'Value',
  listHint: 'Separate values with commas',
  addFilter: 'Add filter',
  removeFilter: (label: string) => `Remove filter on ${label}`,
  noFilters: 'No filters: every call of the window is shown.',
  clearAll: 'Clear all',

  transcriptTitle: 'Call transcript',
  noTranscript: 'This call has no transcript.',
  // the heading of an agent line's knowledge-base passages, as in the agents' test chat
  transcriptSources: 'Sources',
  collected: 'Collected data',

  exportTitle: 'Export calls',
  exportHint: (n: number) => `The current filters and window, up to ${formatNumber(n)} calls.`,
  csv: 'Download CSV',
  json: 'Download JSON',

  views: 'Views',
  viewsMenu: 'Saved views',
  noViews: 'No saved views yet. Save the current columns, filters and window to share them with your organization.',
  saveView: 'Save current view…',
  saveViewTitle: 'Save view',
  viewName: 'Name',
  save: 'Save',
  renameView: (name: string) => `Rename ${name}`,
  renameViewTitle: 'Rename view',
  rename: 'Rename',
  deleteView: (name: string) => `Delete ${name}`,
  deleteViewTitle: 'Delete view',
  deleteViewQuestion: (name: string) => `Delete the saved view "${name}" for everyone in your organization?`,
  delete: 'Delete',
  viewsFailed: 'Could not load the saved views.',
  viewSaveFailed: 'Could not save the view.',
  viewDeleteFailed: 'Could not delete the view.',
  // react-admin's resource names (singular |||| plural)
  resourceNames: { logs: 'Call |||| Calls' },
} as const;

/** The English messages: messages.fr.ts translates this shape (Translation<EnglishMessages>). */
export type EnglishMessages = typeof english;

export const messages = localized(english, { fr });

defineResourceMessages('logs', { name: messages.resourceNames.logs, fields: fieldLabels });
