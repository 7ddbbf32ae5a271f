// Every user-facing string of the dashboards plugin. The formula messages are src/shared/calls'
// (FORMULA_MESSAGES, shared with the server); these are the screens' own words.
import { localizedLater } from '@kernel/sdk';
import { REPORT_TITLE } from '../../shared/reports/reportData';
const english = {
  menu: 'Metrics',
  // one name per place: the menu's "Metrics" opens the page titled "Metrics" (the menu's first entry, Home, is the home)
  title: 'Metrics',
  subtitle: 'What your agents did, and whether it is working.',
  editDashboard: 'Edit dashboard',
  groupByAgent: 'Group by agent',
  range: 'Date range',
  eachWindow: "Each metric's own window",
  downloadPdf: 'Download PDF',
  reportBusy: 'Making the PDF…',
  reportFailed: 'PDF failed: try again',
  reportTitle: REPORT_TITLE,
  byAgent: 'By agent',
  noAgents: 'No calls by any agent in this window.',
  loading: 'Loading metrics…',
  openDashboard: 'Open metrics',
  valuesFailed: 'The metric values could not be loaded.',
  noMetrics: 'No metrics on this dashboard.',
  openLogs: (label: string) => `Open the calls behind ${label}`,
  trend: (label: string) => `${label} per day`,

  dashboardTitle: 'Edit dashboard',
  addMetric: 'Add metric',
  newMetric: 'New metric',
  editMetric: (label: string) => `Edit ${label}`,
  removeMetric: (label: string) => `Remove ${label}`,
  moveUp: (label: string) => `Move ${label} up`,
  moveDown: (label: string) => `Move ${label} down`,
  resetDefaults: 'Reset to defaults',
  save: 'Save',
  saved: 'Dashboard saved',
  saveFailed: 'The dashboard could not be saved.',

  metricTitle: 'Edit metric',
  newMetricTitle: 'New metric',
  label: 'Label',
  labelRequired: 'Enter a label.',
  field: 'Metric field',
  operatorLabel: 'Operator',
  useField: 'Add to formula',
  noField: 'None',
  formula: 'Formula',
  formulaHint: 'Click a field, function or operator to add it. Empty: the field, else 1.',
  fields: 'Fields',
  functions: 'Functions',
  operators: 'Operators',
  scale: 'Scale',
  unit: 'Unit',
  units: { count: 'Count', minutes: 'Minutes', seconds: 'Seconds', percent: 'Percent', usd: 'US dollars' },
  window: 'Window',
  windows: {
    'last 7 days': 'Last 7 days',
    'last 30 days': 'Last 30 days',
    'last 90 days': 'Last 90 days',
    'last 1 year': 'Last year',
  } as Record<string, string>,
  customRange: 'Custom range',
  start: 'From',
  end: 'To',
  rangeInvalid: 'The end must be on or after the start.',
  formulaErrorsTitle: 'Formula errors',
  ok: 'OK',
  cancel: 'Cancel',
  unknownMetric: 'This metric is not on the dashboard.',

  scheduleReport: 'Schedule report',
} as const;

/** The English messages: messages.fr.ts translates this shape (Translation<EnglishMessages>). */
export type EnglishMessages = typeof english;

// French is a chunk of its own, downloaded by French pages only (this plugin's widget is on the home)
export const messages = await localizedLater(english, { fr: () => import('./messages.fr') });
