// The action edit modal: an action's name, description, transfer (destination and the message said
// before it) and interaction scoring, kept in the campaign's actions[] entry. Checked here with the
// server's rules (server/agents/payload.ts `action`) so a save is not refused later. The kit's
// DialogForm, checked as the user types: Save stays disabled while a rule fails, and Enter in a field
// sends nothing (as before the modal was a form).
import { useMemo, useState } from 'react';
import { Checkbox, FormControlLabel, FormHelperText, Stack } from '@mui/material';
import { FormDataConsumer, useInput } from 'react-admin';
import { DialogForm, FormTextField, OverlayDialog } from '@kernel/sdk';
import { messages } from '../messages';
import type { CampaignAction } from '../rules/campaign';

interface Props {
  action: CampaignAction;
  /** the other actions' names (an action name is unique, case-insensitive) */
  otherNames: string[];
  onSave: (action: CampaignAction) => void;
  onClose: () => void;
}

interface Values extends Record<string, unknown> {
  name: string;
  description: string;
  to: string;
  message: string;
  score: boolean;
}

const { fields, buttons, actionModals: m } = messages;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const rulesFor = (otherNames: string[]) => (values: Record<string, unknown>) => {
  const name = text(values.name).trim();
  const to = text(values.to).trim();
  const errors: Record<string, string> = {};
  if (!name) errors.name = m.nameRequired;
  else if (otherNames.some((n) => n.trim().toLowerCase() === name.toLowerCase())) errors.name = m.duplicateName;
  if (to && to.length < 3) errors.to = m.transferTooShort;
  return errors;
};

/** The actions[] entry the values make (keys the modal does not edit are kept). */
function actionOf(action: CampaignAction, values: Values): CampaignAction {
  const next: CampaignAction = { ...action, name: values.name.trim() };
  if (values.description) next.description = values.description;
  else delete next.description;
  const to = values.to.trim();
  const message = values.message.trim();
  if (to) next.transfer = { to, ...(message ? { message } : {}) };
  else delete next.transfer;
  if (values.score) next.scoreInteraction = true;
  else delete next.scoreInteraction;
  return next;
}

export default function ActionEditDialog({ action, otherNames, onSave, onClose }: Props) {
  // the form starts from the action as opened: a new record object would start it again
  const [record] = useState<Values>(() => ({
    name: action.name,
    description: action.description ?? '',
    to: action.transfer?.to ?? '',
    message: action.transfer?.message ?? '',
    score: action.scoreInteraction === true,
  }));
  const validate = useMemo(() => rulesFor(otherNames), [otherNames]);
  return (
    <OverlayDialog title={m.editTitle} onClose={onClose} maxWidth="sm">
      <DialogForm<Values>
        label={m.editTitle}
        record={record}
        validate={validate}
        saveWhenValid
        enterSubmits={false}
        toastFailure={false}
        // the save only hands the entry to the editor (its autosave reports its own failures)
        failed=""
        saveLabel={buttons.save}
        cancelLabel={buttons.cancel}
        onSubmit={async (values) => {
          onSave(actionOf(action, values));
          onClose();
        }}
        onCancel={onClose}
      >
        <ActionFields />
      </DialogForm>
    </OverlayDialog>
  );
}

function ActionFields() {
  const score = useInput<boolean>({ source: 'score' });
  return (
    <Stack spacing={2}>
      <FormTextField source="name" label={fields.actionName} required helperText=" " slotProps={{ htmlInput: { maxLength: 100 } }} />
      <FormTextField source="description" label={fields.actionDescription} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 2000 } }} />
      <FormTextField source="to" label={fields.transferTo} helperText={m.transferHint} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <FormDataConsumer>
        {({ formData }) => <FormTextField source="message" label={fields.transferMessage} disabled={!text(formData.to).trim()} slotProps={{ htmlInput: { maxLength: 500 } }} />}
      </FormDataConsumer>
      <div>
        <FormControlLabel control={<Checkbox checked={score.field.value === true} onChange={(e) => score.field.onChange(e.target.checked)} />} label={fields.scoreInteraction} />
        <FormHelperText>{m.scoreHint}</FormHelperText>
      </div>
    </Stack>
  );
}
