// The create-template form's fields: the JSON list (the inspector path, kept for pasting and for
// what the builder does not cover) and the edit-fields button, which opens the builder on the list
// and writes the built list back as JSON.
import { lazy, Suspense, useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useInput } from 'react-admin';
import { messages } from '../messages';
import { parseFieldsJson } from '../rules/templateFields';

const EditFieldsDialog = lazy(() => import('./EditFieldsDialog'));

export function FieldsJsonInput({ source }: { source: string }) {
  const { field, fieldState } = useInput({ source });
  const [editing, setEditing] = useState(false);
  const text = typeof field.value === 'string' ? field.value : '[]';
  const parsed = parseFieldsJson(text);
  return (
    <Stack spacing={1}>
      <TextField
        label={messages.templates.fieldsJson}
        value={text}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        error={!!fieldState.error}
        helperText={fieldState.error?.message ?? ' '}
        multiline
        minRows={6}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      {/* the builder edits a valid list; fix the JSON first when it is not one */}
      <Button sx={{ alignSelf: 'flex-start' }} disabled={!parsed} onClick={() => setEditing(true)}>
        {messages.buttons.editFields}
      </Button>
      <Suspense fallback={null}>
        {editing && parsed ? (
          <EditFieldsDialog fields={parsed} onSave={(fields) => field.onChange(JSON.stringify(fields, null, 2))} onClose={() => setEditing(false)} />
        ) : null}
      </Suspense>
    </Stack>
  );
}
