// The save-conflict dialog (issue 9 point 5): what changed on both sides (the compare view), then
// keep mine, take theirs, or merge by hand (a side per field changed on both; the prompt editable).
import { useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, FormControlLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { OverlayDialog } from '@kernel/sdk';
import { CompareView } from './CompareView';
import { messages } from '../messages';
import type { Campaign } from '../rules/campaign';
import { applyPicks, mergeCampaigns, type Conflict, type ConflictChoice, type Side } from '../rules/conflict';

const { buttons, compare, conflict: text } = messages;
const labelOf = (field: string) => (compare.fieldLabels as Record<string, string>)[field] ?? field;

interface Props {
  conflict: Conflict;
  onResolve: (choice: ConflictChoice, merged?: Campaign) => Promise<unknown> | void;
  onClose: () => void;
  /** who saved the other side, when the server says */
  theirsBy?: string | null;
}

export function SaveConflictDialog({ conflict, onResolve, onClose, theirsBy }: Props) {
  const [merging, setMerging] = useState(false);
  const [busy, setBusy] = useState(false);
  const { both } = mergeCampaigns(conflict);
  const [picks, setPicks] = useState<Record<string, Side>>({});
  const [prompt, setPrompt] = useState(conflict.mine.agentInstructions);
  const resolve = async (choice: ConflictChoice, merged?: Campaign) => {
    setBusy(true);
    try {
      await onResolve(choice, merged);
    } finally {
      setBusy(false);
    }
  };
  const merged = () =>
    applyPicks(conflict, { ...picks, ...(both.includes('agentInstructions') ? { agentInstructions: { value: prompt } } : {}) });
  return (
    <OverlayDialog title={messages.titles.conflict} onClose={onClose} maxWidth="lg">
      <DialogContent dividers>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {text.explain}
          {theirsBy ? ` (${theirsBy})` : ''}
        </Alert>
        <CompareView left={conflict.theirs} right={conflict.mine} leftLabel={compare.theirs} rightLabel={compare.mine} />
        {merging ? (
          <Stack spacing={2} sx={{ mt: 2 }} aria-label={buttons.mergeByHand}>
            <Typography variant="subtitle1">{text.bothChanged}</Typography>
            {both.length === 0 ? <Typography color="text.secondary">{text.nothingBoth}</Typography> : null}
            {both.map((field) =>
              field === 'agentInstructions' ? (
                <TextField key={field} label={labelOf(field)} value={prompt} onChange={(e) => setPrompt(e.target.value)} multiline minRows={8} fullWidth />
              ) : (
                <RadioGroup key={field} row aria-label={labelOf(field)} value={picks[field] ?? 'mine'} onChange={(e) => setPicks({ ...picks, [field]: e.target.value as Side })}>
                  <Typography sx={{ minWidth: 160, alignSelf: 'center' }}>{labelOf(field)}</Typography>
                  <FormControlLabel value="mine" control={<Radio />} label={compare.mine} />
                  <FormControlLabel value="theirs" control={<Radio />} label={compare.theirs} />
                </RadioGroup>
              ),
            )}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        {merging ? (
          <>
            <Button onClick={() => setMerging(false)} disabled={busy}>{buttons.cancel}</Button>
            <Button variant="contained" disabled={busy} onClick={() => resolve('merge', merged())}>{buttons.saveMerge}</Button>
          </>
        ) : (
          <>
            <Button disabled={busy} onClick={() => resolve('takeTheirs')}>{buttons.takeTheirs}</Button>
            <Button disabled={busy} onClick={() => setMerging(true)}>{buttons.mergeByHand}</Button>
            <Button variant="contained" disabled={busy} onClick={() => resolve('keepMine')}>{buttons.keepMine}</Button>
          </>
        )}
      </DialogActions>
    </OverlayDialog>
  );
}
