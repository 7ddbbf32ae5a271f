// One template field as an input of its kind: text (and email, phone, url, number), textarea,
// select, multi-select (checkboxes), boolean (yes/no). Values are checked by the machine.
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, MenuItem, Switch, TextField } from '@mui/material';
import { fieldKind, type TemplateField } from '../rules/fields';
import { messages } from '../messages';

const INPUT_TYPES: Record<string, string> = { email: 'email', phone: 'tel', url: 'url', number: 'number' };

interface Props {
  field: TemplateField;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string | null;
}

export function FieldInput({ field, value, onChange, error }: Props) {
  const kind = fieldKind(field);
  const label = field.label || field.key;
  const helper = error ?? (field.confirm ? messages.fields.confirm : undefined);
  if (kind === 'boolean') {
    return <FormControlLabel control={<Switch checked={value === true} onChange={(e) => onChange(e.target.checked)} />} label={label} />;
  }
  if (kind === 'multi-select') {
    const picked = Array.isArray(value) ? value.map(String) : [];
    return (
      <FormControl component="fieldset" error={Boolean(error)}>
        <FormLabel component="legend">{label}</FormLabel>
        <FormGroup>
          {(field.options ?? []).map((o) => (
            <FormControlLabel
              key={o.value}
              label={o.label || o.value}
              control={
                <Checkbox
                  checked={picked.includes(o.value)}
                  onChange={(e) => onChange(e.target.checked ? [...picked, o.value] : picked.filter((v) => v !== o.value))}
                />
              }
            />
          ))}
        </FormGroup>
        {helper ? <FormHelperText>{helper}</FormHelperText> : null}
      </FormControl>
    );
  }
  return (
    <TextField
      autoFocus
      fullWidth
      label={label}
      select={kind === 'select'}
      multiline={kind === 'textarea'}
      minRows={kind === 'textarea' ? 3 : undefined}
      type={INPUT_TYPES[kind] ?? 'text'}
      placeholder={field.placeholder}
      required={Boolean(field.required)}
      value={value == null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={helper}
    >
      {kind === 'select'
        ? (field.options ?? []).map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label || o.value}
            </MenuItem>
          ))
        : null}
    </TextField>
  );
}
