// The action edit modal: an action's name, description, transfer (destination and the message said
// before it) and interaction scoring, kept in the campaign's actions[] entry. Checked here with the
// server's rules (server/agents/payload.ts `action`) so a save is not refused later.
import { useState } from 'react';
import { Button, Checkbox, DialogActions, DialogContent, FormControlLabel, FormHelperText, Stack, TextField } from '@mui/material';
import { OverlayDialog } from '@kernel/sdk';
import { messages } from '../messages';
import type { CampaignAction } from '../rules/campaign';

interface Props {
  action: CampaignAction;
  /** the other actions' names (an action name is unique, case-insensitive) */
  otherNames: string[];
  onSave: (action: CampaignAction) => void;
  onClose: () => void;
}

const { fields, buttons, actionModals: m } = messages;

export default function ActionEditDialog({ action, otherNames, onSave, onClose }: Props) {
  const [name, setName] = useState(action.name);
  const [description, setDescription] = useState(action.description ?? '');
  const [to, setTo] = useState(action.transfer?.to ?? '');
  const [message, setMessage] = useState(action.transfer?.message ?? '');
  const [score, setScore] = useState(action.scoreInteraction === true);
  const nameError = !name.trim()
    ? m.nameRequired
    : otherNames.some((n) => n.trim().toLowerCase() === name.trim().toLowerCase())
      ? m.duplicateName
      : null;
  const toError = to.trim() && to.trim().length < 3 ? m.transferTooShort : null;

  const save = () => {
    if (nameError || toError) return;
    const next: CampaignAction = { ...action, name: name.trim() };
    if (description) next.description = description;
    else delete next.description;
    if (to.trim()) next.transfer = { to: to.trim(), ...(message.trim() ? { message: message.trim() } : {}) };
    else delete next.transfer;
    if (score) next.scoreInteraction = true;
    else delete next.scoreInteraction;
    onSave(next);
    onClose();
  };

  return (
    <OverlayDialog title={m.editTitle} onClose={onClose} maxWidth="sm">
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField label={fields.actionName} value={name} required error={!!nameError} helperText={nameError ?? ' '} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
          <TextField label={fields.actionDescription} value={description} onChange={(e) => setDescription(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 2000 } }} />
          <TextField label={fields.transferTo} value={to} error={!!toError} helperText={toError ?? m.transferHint} onChange={(e) => setTo(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextField label={fields.transferMessage} value={message} disabled={!to.trim()} onChange={(e) => setMessage(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
          <div>
            <FormControlLabel control={<Checkbox checked={score} onChange={(e) => setScore(e.target.checked)} />} label={fields.scoreInteraction} />
            <FormHelperText>{m.scoreHint}</FormHelperText>
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{buttons.cancel}</Button>
        <Button variant="contained" disabled={!!nameError || !!toError} onClick={save}>
          {buttons.save}
        </Button>
      </DialogActions>
    </OverlayDialog>
  );
}
