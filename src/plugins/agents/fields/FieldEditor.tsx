// One field in the edit-fields modal: key, label, type, options (select types), default value (the
// field's own input, from the template-mode form), placeholder, disabledIf, auto-prefilled, required.
// Each problem shows on its input; the modal saves nothing while any remains.
import { Checkbox, FormControlLabel, FormHelperText, MenuItem, Stack, TextField } from '@mui/material';
import { TemplateFieldsForm } from '../editor/TemplateFieldsForm';
import { modalMessages } from '../modalMessages';
import { FIELD_LIMITS, FIELD_TYPES, isChoice, usableField, withType, type FieldProblems, type FieldType } from '../rules/fieldBuilder';
import { fieldKind, type TemplateField } from '../rules/templateFields';
import { OptionsEditor } from './OptionsEditor';

const m = modalMessages.editFields;

interface Props {
  field: TemplateField;
  problems: FieldProblems;
  onChange: (field: TemplateField) => void;
}

export function FieldEditor({ field, problems, onChange }: Props) {
  const kind = fieldKind(field);
  const set = (part: Partial<TemplateField>) => onChange({ ...field, ...part });
  const setFlag = (part: 'autoPrefilled' | 'required', on: boolean) => {
    const next = { ...field, [part]: on };
    if (!on) delete next[part];
    onChange(next);
  };
  // the default is entered in the field's own input (a select's among its options)
  const defaultInput: TemplateField = { ...usableField(field), key: 'value', label: m.defaultValue, disabledIf: undefined, autoPrefilled: false };
  return (
    <Stack spacing={2}>
      <TextField
        label={m.key}
        value={field.key}
        required
        error={!!problems.key}
        helperText={problems.key ?? m.keyHint(field.key.trim() || m.key.toLowerCase())}
        onChange={(e) => set({ key: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 64, spellCheck: false } }}
      />
      <TextField label={m.label} value={field.label ?? ''} onChange={(e) => set({ label: e.target.value })} slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.label } }} />
      <TextField select label={m.type} value={FIELD_TYPES.includes(kind as FieldType) ? kind : 'text'} onChange={(e) => onChange(withType(field, e.target.value as FieldType))}>
        {FIELD_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {m.types[type]}
          </MenuItem>
        ))}
      </TextField>
      {isChoice(kind) ? <OptionsEditor options={field.options ?? []} error={problems.options} onChange={(options) => set({ options })} /> : null}
      <div>
        <TemplateFieldsForm fields={[defaultInput]} values={{ value: defaultInput.value }} onChange={(v) => set({ value: v.value })} />
        {problems.value ? <FormHelperText error>{problems.value}</FormHelperText> : null}
      </div>
      {kind !== 'boolean' && !isChoice(kind) ? (
        <TextField label={m.placeholder} value={field.placeholder ?? ''} onChange={(e) => set({ placeholder: e.target.value })} slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.placeholder } }} />
      ) : null}
      <TextField
        label={m.disabledIf}
        value={field.disabledIf ?? ''}
        error={!!problems.disabledIf}
        helperText={problems.disabledIf ?? m.disabledIfHint}
        onChange={(e) => set({ disabledIf: e.target.value })}
        slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.disabledIf, spellCheck: false } }}
      />
      <Stack direction="row">
        <FormControlLabel control={<Checkbox checked={field.autoPrefilled === true} onChange={(e) => setFlag('autoPrefilled', e.target.checked)} />} label={m.autoPrefilled} />
        <FormControlLabel control={<Checkbox checked={field.required === true} onChange={(e) => setFlag('required', e.target.checked)} />} label={m.required} />
      </Stack>
    </Stack>
  );
}
