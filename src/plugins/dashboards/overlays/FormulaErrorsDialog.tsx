// The formula-errors modal: every problem of the formula, in the spec's exact words.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useId } from 'react';
import { messages } from '../messages';

export function FormulaErrorsDialog({ errors, onClose }: { errors: string[]; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={errors.length > 0} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{messages.formulaErrorsTitle}</DialogTitle>
      <DialogContent>
        <List dense>
          {errors.map((error) => (
            <ListItem key={error} disableGutters>
              <ListItemText primary={error} slotProps={{ primary: { color: 'error' } }} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {messages.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
