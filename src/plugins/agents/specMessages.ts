// The spec's exact strings of the agents area (spec 1 §5, spec 2 §8 "Campaign save" and "Migration
// failure") and the rules' own messages: kept apart from messages.ts so the pure rules (and the
// server's tests) read them without the kernel's i18n.
export const SPEC_MESSAGES = {
  emptyPrompt: 'Please enter a prompt.',
  errorSavingTemplate: 'Error saving template',
  failedToSaveTemplate: 'Failed to save template',
  failedToSaveStaging: 'Failed to save staging campaign',
  failedToPublish: 'Failed to publish campaign',
  migrationFailed: 'Migration failed',
} as const;

export const RULE_MESSAGES = {
  appNeedsBoth: 'Choose an app and a version.',
  appPresent: 'This app is already added.',
  promptTooLong: 'The prompt is too long.',
  titleRequired: 'Enter a title.',
  nameRequired: 'Enter a name.',
  fieldRequired: 'Required',
  revertFailed: 'The published agent could not be restored.',
} as const;

