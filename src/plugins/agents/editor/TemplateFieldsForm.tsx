// The fields of a template (spec 1 §3 "Template field"): select, multi-select, boolean, text and the
// rest; `disabledIf` (key=value) disables a field; `{key}` in a value shows what it becomes.
import { Checkbox, FormControlLabel, FormGroup, FormLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { messages } from '../messages';
import { fieldKind, isFieldDisabled, substitutePlaceholders, type FieldValues, type TemplateField } from '../rules/templateFields';

const INPUT_TYPES: Record<string, string> = { number: 'number', email: 'email', phone: 'tel', url: 'url' };

interface Props {
  fields: readonly TemplateField[];
  values: FieldValues;
  onChange: (values: FieldValues) => void;
  readOnly?: boolean;
  /** keys of required fields left empty, marked as errors (after a refused create) */
  missing?: readonly string[];
}

export function TemplateFieldsForm({ fields, values, onChange, readOnly = false, missing = [] }: Props) {
  const set = (key: string, value: unknown) => onChange({ ...values, [key]: value });
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      {fields.map((field) => {
        const kind = fieldKind(field);
        const disabled = readOnly || isFieldDisabled(field, values);
        const label = field.label || field.key;
        const value = values[field.key];
        const text = value == null ? '' : String(value);
        const preview = typeof value === 'string' && /\{[A-Za-z_]/.test(value) ? substitutePlaceholders(value, values) : null;
        const helper = [field.autoPrefilled ? messages.templates.autoPrefilled : null, preview && preview !== value ? `${messages.templates.becomes}: ${preview}` : null]
          .filter(Boolean)
          .join(' · ');
        if (kind === 'boolean') {
          return (
            <FormControlLabel key={field.key} disabled={disabled} label={label} control={<Switch checked={value === true} onChange={(e) => set(field.key, e.target.checked)} />} />
          );
        }
        if (kind === 'multi-select') {
          const chosen = Array.isArray(value) ? value.map(String) : [];
          return (
            <FormGroup key={field.key} aria-label={label}>
              <FormLabel disabled={disabled}>{label}</FormLabel>
              <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
                {(field.options ?? []).map((option) => (
                  <FormControlLabel
                    key={option.value}
                    disabled={disabled}
                    label={option.label ?? option.value}
                    control={
                      <Checkbox
                        checked={chosen.includes(option.value)}
                        onChange={(e) => set(field.key, e.target.checked ? [...chosen, option.value] : chosen.filter((v) => v !== option.value))}
                      />
                    }
                  />
                ))}
              </Stack>
            </FormGroup>
          );
        }
        return (
          <TextField
            key={field.key}
            label={label}
            value={text}
            select={kind === 'select'}
            type={INPUT_TYPES[kind] ?? 'text'}
            multiline={kind === 'textarea'}
            minRows={kind === 'textarea' ? 3 : undefined}
            placeholder={field.placeholder}
            disabled={disabled}
            required={field.required === true && !field.autoPrefilled}
            error={missing.includes(field.key)}
            helperText={(missing.includes(field.key) ? messages.validation.fieldRequired : helper) || undefined}
            onChange={(e) => set(field.key, e.target.value)}
            fullWidth
          >
            {kind === 'select'
              ? (field.options ?? []).map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label ?? option.value}
                  </MenuItem>
                ))
              : undefined}
          </TextField>
        );
      })}
    </Stack>
  );
}
