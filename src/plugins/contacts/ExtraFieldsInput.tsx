// Free fields as key/value rows that can be added and removed. (A row's inputs keep explicit
// labels: react-admin would look them up under fields.extraFields.key, and extraFields is a label.)
import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { Button } from '@mui/material';
import { ArrayInput, RemoveItemButton, SimpleFormIterator, TextInput, useSimpleFormIterator } from 'react-admin';
import { messages } from './messages';

function AddFieldButton() {
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add({ key: '', value: '' })}>
      {messages.actions.addField}
    </Button>
  );
}

export function ExtraFieldsInput() {
  return (
    <ArrayInput source="extraFields">
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        addButton={<AddFieldButton />}
        removeButton={<RemoveItemButton label={messages.actions.removeField} />}
        // react-admin shows the remove button on hover only, which keyboard users never reach
        sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
      >
        <TextInput source="key" label={messages.fields.extraKey} helperText={false} />
        <TextInput source="value" label={messages.fields.extraValue} helperText={false} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
