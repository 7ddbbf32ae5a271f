// A form input that keeps MUI's TextField markup (no react-admin asterisk, no empty choice in a
// select): the value, and the message of a client rule or of the server's `field: message`, come
// from the surrounding react-admin form. The message shows once the field was changed or left, or
// the form submitted (a form with mode="onChange" checks as the user types); otherwise `helperText`.
import { TextField, type TextFieldProps } from '@mui/material';
import { useInput, ValidationError, type InputProps } from 'react-admin';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> & {
  source: string;
  /** default: the value as typed ('' stays '', where react-admin's default turns it into null) */
  parse?: InputProps['parse'];
  format?: InputProps['format'];
  /** the fields whose rules depend on this one's value: checked again when it changes */
  dependents?: string[];
};

const asTyped = (value: unknown) => value;

export function FormTextField({ source, parse = asTyped, format, dependents, helperText, error, ...props }: FormTextFieldProps) {
  // react-hook-form's `deps`; react-admin's own input rules are unused here (the form's validate checks)
  const rules = dependents ? ({ rules: { deps: dependents } } as object) : {};
  const { field, fieldState, formState } = useInput({ source, parse, format, ...rules });
  const shown = fieldState.error?.message && (fieldState.isDirty || fieldState.isTouched || formState.isSubmitted) ? fieldState.error.message : undefined;
  return (
    <TextField
      {...props}
      {...field}
      value={field.value ?? ''}
      error={!!shown || !!error}
      // react-admin's own: a rule's message may be { message, args } (a translation key)
      helperText={shown ? <ValidationError error={shown} /> : helperText}
    />
  );
}
