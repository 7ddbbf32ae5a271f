// The strings of the modals opened from inside the editor and the templates (edit fields, actions,
// prompt, new agent from template): apart from messages.ts because the org home's agents card loads
// messages.ts, and the home has a size budget; only these lazy modals load this file. Pure (the
// field builder's rules read it too).

/** The edit-fields modal's per-field messages (rules/fieldBuilder.ts). */
export const FIELD_BUILDER_MESSAGES = {
  keyRequired: 'Enter a key.',
  keyPattern: 'Start with a letter; then letters, digits or _ only (at most 64), e.g. businessName.',
  keyDuplicate: 'Another field has this key.',
  optionsRequired: 'A select needs at least one option.',
  optionValueRequired: 'Every option needs a value.',
  optionDuplicate: 'Two options have the same value.',
  valueNumber: 'Enter a number.',
  valueOption: 'The default must be one of the options.',
  disabledIfFormat: 'Write it as key=value, e.g. afterHours=voicemail.',
  disabledIfKey: (key: string) => `No other field has the key ${key}.`,
} as const;
import { formatNumber } from '@kernel/sdk';

export const modalMessages = {
  editFields: {
    title: 'Edit fields',
    fields: 'Fields',
    none: 'No fields yet. Add one: each becomes an input of the template-mode form.',
    addField: 'Add field',
    removeField: 'Remove field',
    moveUp: 'Move up',
    moveDown: 'Move down',
    key: 'Key',
    keyHint: (key: string) => `How the prompt and other fields name it: {${key}}`,
    label: 'Label',
    type: 'Type',
    types: { text: 'Text', textarea: 'Long text', number: 'Number', email: 'Email', phone: 'Phone', url: 'URL', boolean: 'Yes / no', select: 'Select', 'multi-select': 'Multi-select' },
    options: 'Options',
    optionValue: 'Value',
    optionLabel: 'Label',
    addOption: 'Add option',
    removeOption: 'Remove option',
    defaultValue: 'Default value',
    placeholder: 'Placeholder',
    disabledIf: 'Disabled if',
    disabledIfHint: 'key=value: disabled while that other field holds the value',
    autoPrefilled: 'Filled in automatically',
    required: 'Required',
    preview: 'Preview (template mode)',
    invalid: 'Some fields need attention: nothing is saved until every field is valid.',
    saved: 'Template fields saved',
    untitled: 'New field',
  },
  newAgent: {
    title: 'New agent from template',
    pick: 'Pick a template: you fill in its fields next, then the new agent opens in the editor.',
    none: 'No templates are offered to this organization.',
  },
  promptModal: {
    title: 'Prompt',
    count: (length: number, max: number) => `${formatNumber(length)} / ${formatNumber(max)} characters`,
    variables: 'Variables',
    insert: 'Insert variable',
    insertHint: 'Click one to insert it at the cursor; it is replaced by its value when the agent runs.',
    noVariables: 'This agent has no variables yet. Add them in the Variables panel.',
    unknown: (names: string) => `The prompt names variables this agent does not define: ${names}`,
    done: 'Done',
  },
  actions: {
    title: 'Actions',
    none: 'This agent has no actions yet. Add one: the agent takes it when the caller needs it.',
    removeConfirm: (name: string) => `Delete the action ${name}? The agent no longer takes it once this is saved.`,
    moveUp: 'Move up',
    moveDown: 'Move down',
    done: 'Done',
  },
  fieldRules: FIELD_BUILDER_MESSAGES,
  fillRequired: (labels: string) => `Fill in the required fields: ${labels}`,
} as const;
