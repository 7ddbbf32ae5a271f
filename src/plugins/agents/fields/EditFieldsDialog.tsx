// The edit-fields modal (spec 1 §2.3): a builder for a template's fields. The list on the left (add,
// select, reorder, remove), the selected field's inputs in the middle, and a live preview of the
// template-mode form on the right. Nothing is saved while a field has a problem; the save itself is
// the caller's (the template's update call), and its refusal shows here.
import { useRef, useState } from 'react';
import { Alert, Box, Button, DialogActions, DialogContent, IconButton, List, ListItemButton, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import { errorMessage, OverlayDialog, PendingButton } from '@kernel/sdk';
import { TemplateFieldsForm } from '../editor/TemplateFieldsForm';
import { messages } from '../messages';
import { modalMessages } from '../modalMessages';
import { cleanFields, FIELD_LIMITS, fieldProblems, fitValue, hasProblems, moveItem, newField, previewFields, renameKey } from '../rules/fieldBuilder';
import { initialValues, type FieldValues, type TemplateField } from '../rules/templateFields';
import { FieldEditor } from './FieldEditor';

const m = modalMessages.editFields;

interface Props {
  /** shown after the modal's name, e.g. the template's */
  subject?: string;
  fields: readonly TemplateField[];
  onSave: (fields: TemplateField[]) => Promise<void> | void;
  onClose: () => void;
}

export default function EditFieldsDialog({ subject, fields: initial, onSave, onClose }: Props) {
  // stable React keys while fields are added, moved and removed
  const nextId = useRef(initial.length);
  const [items, setItems] = useState(() => initial.map((field, id) => ({ id, field })));
  const [selected, setSelected] = useState(0);
  const [previewValues, setPreviewValues] = useState<FieldValues>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const fields = items.map((i) => i.field);
  const problems = fieldProblems(fields);
  const invalid = hasProblems(problems);
  const current = items[selected];
  const shown = previewFields(fields);
  const values = Object.fromEntries(Object.entries(initialValues(shown, previewValues)).map(([k, v]) => [k, fitValue(shown.find((f) => f.key === k)!, v) ?? '']));

  const update = (index: number, field: TemplateField) => {
    // a new key carries the other fields' disabledIf rules that named the old one
    const next = field.key !== fields[index].key ? renameKey(fields, index, field.key).map((f, i) => (i === index ? field : f)) : fields.map((f, i) => (i === index ? field : f));
    setItems(items.map((item, i) => ({ ...item, field: next[i] })));
  };
  const add = () => {
    setItems([...items, { id: nextId.current++, field: newField(fields) }]);
    setSelected(items.length);
  };
  const remove = (index: number) => {
    setItems(items.filter((_, i) => i !== index));
    setSelected(Math.max(0, Math.min(selected, items.length - 2)));
  };
  const move = (from: number, to: number) => {
    setItems(moveItem(items, from, to));
    setSelected(Math.max(0, Math.min(to, items.length - 1)));
  };
  const save = async () => {
    if (invalid) return;
    setPending(true);
    setFailure(null);
    try {
      await onSave(cleanFields(fields));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, messages.spec.failedToSaveTemplate));
    } finally {
      setPending(false);
    }
  };

  const name = (field: TemplateField) => field.label?.trim() || field.key.trim() || m.untitled;
  return (
    <OverlayDialog title={subject ? `${m.title}: ${subject}` : m.title} onClose={onClose} maxWidth="xl">
      <DialogContent dividers>
        {failure ? <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert> : null}
        {invalid ? <Alert severity="warning" sx={{ mb: 2 }}>{m.invalid}</Alert> : null}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Box component="section" aria-label={m.fields} sx={{ width: { md: 260 }, flexShrink: 0 }}>
            <Typography variant="subtitle1" component="h3">{m.fields}</Typography>
            {items.length === 0 ? <Typography color="text.secondary">{m.none}</Typography> : null}
            <List dense>
              {items.map((item, index) => (
                <ListItemButton key={item.id} selected={index === selected} aria-current={index === selected ? true : undefined} onClick={() => setSelected(index)}>
                  <ListItemText primary={name(item.field)} secondary={item.field.key} />
                  {Object.keys(problems[index]).length ? <ErrorIcon color="error" fontSize="small" aria-label={m.invalid} /> : null}
                </ListItemButton>
              ))}
            </List>
            <Button onClick={add} disabled={items.length >= FIELD_LIMITS.fields}>{m.addField}</Button>
          </Box>
          {current ? (
            <Box component="section" aria-label={`${m.title}: ${name(current.field)}`} sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>{name(current.field)}</Typography>
                <Tooltip title={m.moveUp}>
                  <span><IconButton aria-label={m.moveUp} disabled={selected === 0} onClick={() => move(selected, selected - 1)}><ArrowUpIcon /></IconButton></span>
                </Tooltip>
                <Tooltip title={m.moveDown}>
                  <span><IconButton aria-label={m.moveDown} disabled={selected === items.length - 1} onClick={() => move(selected, selected + 1)}><ArrowDownIcon /></IconButton></span>
                </Tooltip>
                <Tooltip title={m.removeField}>
                  <IconButton aria-label={m.removeField} onClick={() => remove(selected)}><DeleteIcon /></IconButton>
                </Tooltip>
              </Stack>
              <FieldEditor key={current.id} field={current.field} problems={problems[selected]} onChange={(field) => update(selected, field)} />
            </Box>
          ) : null}
          <Box component="section" aria-label={m.preview} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" gutterBottom>{m.preview}</Typography>
            <TemplateFieldsForm fields={shown} values={values} onChange={setPreviewValues} />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.buttons.cancel}</Button>
        <PendingButton variant="contained" pending={pending} disabled={invalid} onClick={save}>
          {messages.buttons.save}
        </PendingButton>
      </DialogActions>
    </OverlayDialog>
  );
}
