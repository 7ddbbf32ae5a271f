// The second step's content when the user changes an address they sign in with (editEmail, editPhone):
// where the code went, and the code: exactly CODE_LENGTH characters, typed or pasted (spaces dropped).
// Inside the overlay's own ProfileDialog, so the dialog stays the same element from one step to the next.
import { TextField, Typography } from '@mui/material';
import { CODE_LENGTH } from './rules';

export interface CodeFieldProps {
  /** says where the code went */
  sentLine: string;
  label: string;
  hint: string;
  code: string;
  onCode: (code: string) => void;
}

export function CodeField({ sentLine, label, hint, code, onCode }: CodeFieldProps) {
  return (
    <>
      <Typography>{sentLine}</Typography>
      <TextField
        label={label}
        value={code}
        autoFocus
        autoComplete="one-time-code"
        onChange={(e) => onCode(e.target.value.replace(/\s/g, '').slice(0, CODE_LENGTH))}
        helperText={hint}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CODE_LENGTH } }}
        fullWidth
      />
    </>
  );
}
