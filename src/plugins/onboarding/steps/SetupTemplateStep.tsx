// SETUP_TEMPLATE: the template's questions one at a time (fieldIndex), passing over the skipped
// ones; finishing goes on by the same rule as a template whose fields are all skipped.
import { useState } from 'react';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { nextFieldIndex, previousFieldIndex } from '../rules/fields';
import { discardTemplate, goTo, nextField, setFieldValue } from '../rules/machine';
import { messages } from '../messages';
import { FieldInput } from './FieldInput';
import { StepActions } from './StepActions';
import type { StepProps } from './types';

const isEmpty = (v: unknown) => v == null || v === '' || (Array.isArray(v) && v.length === 0);

export default function SetupTemplateStep({ api, state }: StepProps) {
  const fields = state.templateFields;
  const index = nextFieldIndex(fields, state.fieldIndex, state.skipFields);
  const field = index === -1 ? null : fields[index];
  const [value, setValue] = useState<unknown>(field?.value);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(field?.key);
  if (field && shown !== field.key) {
    // another field came up (next, back, the URL): start from its own value
    setShown(field.key);
    setValue(field.value);
    setError(null);
  }
  const open = fields.filter((_f, i) => nextFieldIndex(fields, i, state.skipFields) === i);
  const position = field ? open.indexOf(field) + 1 : 0;

  const onNext = () => {
    if (!field) return api.apply(nextField({ ...state, fieldIndex: fields.length }, api.ctx()));
    if (field.required && isEmpty(value)) return setError(messages.fields.required);
    const filled = setFieldValue({ ...state, fieldIndex: index }, field.key, value, api.ctx()).state;
    api.apply(nextField(filled, api.ctx()));
  };
  const previous = previousFieldIndex(fields, index === -1 ? fields.length : index, state.skipFields);
  const onBack = () =>
    previous === -1 ? api.apply(discardTemplate(state, api.ctx())) : api.apply(goTo(state, 'SETUP_TEMPLATE', api.ctx(), { fieldIndex: previous }));

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(e) => {
        e.preventDefault();
        onNext();
      }} aria-label={messages.steps.SETUP_TEMPLATE}>
      {api.notice === 'stale' ? <Alert severity="info">{messages.templates.stale}</Alert> : null}
      {field ? (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="caption" color="text.secondary">
              {messages.fields.counter(position, open.length)}
            </Typography>
            {field.source === 'site' ? <Chip size="small" label={messages.fields.fromSite} /> : null}
          </Stack>
          <FieldInput field={field} value={value} onChange={(v) => {
            setValue(v);
            setError(null);
          }} error={error} />
        </>
      ) : null}
      <StepActions onBack={onBack}>
        <Button type="submit" variant="contained">
          {messages.actions.next}
        </Button>
      </StepActions>
    </Stack>
  );
}
