// A select's options in the edit-fields modal: value (required, distinct) and an optional label.
import { Button, FormHelperText, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { modalMessages } from '../modalMessages';
import { FIELD_LIMITS } from '../rules/fieldBuilder';
import type { TemplateFieldOption } from '../rules/templateFields';

const m = modalMessages.editFields;

interface Props {
  options: TemplateFieldOption[];
  error?: string;
  onChange: (options: TemplateFieldOption[]) => void;
}

export function OptionsEditor({ options, error, onChange }: Props) {
  const set = (index: number, part: Partial<TemplateFieldOption>) => onChange(options.map((o, i) => (i === index ? { ...o, ...part } : o)));
  return (
    <Stack spacing={1} component="fieldset" aria-label={m.options} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography variant="subtitle2" component="legend" color={error ? 'error' : undefined}>
        {m.options}
      </Typography>
      {options.map((option, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            label={`${m.optionValue} ${index + 1}`}
            value={option.value}
            error={!!error && !option.value.trim()}
            onChange={(e) => set(index, { value: e.target.value })}
            slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.optionValue } }}
          />
          <TextField
            size="small"
            label={`${m.optionLabel} ${index + 1}`}
            value={option.label ?? ''}
            onChange={(e) => set(index, { label: e.target.value })}
            slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.optionLabel } }}
            sx={{ flex: 1 }}
          />
          <IconButton aria-label={`${m.removeOption} ${index + 1}`} onClick={() => onChange(options.filter((_, i) => i !== index))}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      <Button
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        disabled={options.length >= FIELD_LIMITS.options}
        onClick={() => onChange([...options, { value: '' }])}
      >
        {m.addOption}
      </Button>
    </Stack>
  );
}
