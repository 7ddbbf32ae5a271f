// A labelled outlined input for the sign-in form. MUI's TextField would do, but it bundles Select
// (and with it Menu, Popover and Modal) into the first page a visitor downloads: FormControl,
// InputLabel and OutlinedInput are the same look for a plain text field.
import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';

export interface SignInFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  helperText?: string;
  /** attributes for the <input> itself (inputMode, maxLength...) */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & { 'aria-required'?: boolean };
  /** focus when shown (default); a form of several fields focuses its first only */
  autoFocus?: boolean;
  /** the helper text says what is wrong */
  error?: boolean;
}

export function SignInField({ label, value, onChange, type = 'text', autoComplete, helperText, inputProps, autoFocus = true, error = false }: SignInFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" fullWidth error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        // the field appears when its step starts: the user types at once (MUI's TextField did the same)
        autoFocus={autoFocus}
        inputProps={helperText === undefined ? inputProps : { ...inputProps, 'aria-describedby': helperId }}
      />
      {helperText !== undefined && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
