// The create dialog of the API tokens panel: description, access and lifetime (overlay kit form),
// then the value, this once, with copy. Closing it drops the value for good.
import { useMemo, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { SelectInput, TextInput, useCreate, useNotify, useRefresh } from 'react-admin';
import { DialogForm, SecretReveal } from '@kernel/sdk';
import { messages } from './messages';
import { DEFAULT_EXPIRY, EXPIRY_CHOICES, validateToken, type TokenType } from './rules';

interface Values extends Record<string, unknown> {
  description: string;
  type: TokenType;
  expiresInDays: number;
}

export function CreateTokenDialog({ onClose }: { onClose: () => void }) {
  const [create] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [value, setValue] = useState<string | null>(null);
  const record = useMemo(() => ({ description: '', type: 'read' as TokenType, expiresInDays: DEFAULT_EXPIRY }), []);
  const types = useMemo(() => (['read', 'write'] as const).map((id) => ({ id, name: messages.types[id] })), []);
  const expiries = useMemo(() => EXPIRY_CHOICES.map((id) => ({ id, name: messages.expiries[id] })), []);

  const onSubmit = async (values: Values) => {
    const data = { description: values.description.trim(), type: values.type, expiresInDays: Number(values.expiresInDays) };
    const created = await create('apiTokens', { data }, { returnPromise: true });
    notify(messages.notify.created, { type: 'success' });
    refresh();
    setValue(String((created as { token?: string }).token ?? ''));
  };

  return (
    <Dialog open onClose={() => onClose()} fullWidth maxWidth="sm" aria-labelledby="api-token-dialog-title">
      <DialogTitle id="api-token-dialog-title">{value ? messages.titles.value : messages.titles.create}</DialogTitle>
      {value ? (
        <>
          <DialogContent>
            <SecretReveal value={value} hint={messages.valueOnce} copyLabel={messages.actions.copy} copiedLabel={messages.copied} testId="api-token-value" />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={() => onClose()}>
              {messages.actions.done}
            </Button>
          </DialogActions>
        </>
      ) : (
        <DialogForm<Values>
          record={record}
          resource="apiTokens"
          validate={validateToken}
          failed={messages.createFailed}
          serverFields={['description', 'type', 'expiresInDays']}
          onSubmit={onSubmit}
          onCancel={() => onClose()}
          label={messages.titles.create}
          saveLabel={messages.actions.create}
        >
          <TextInput source="description" fullWidth autoFocus />
          <SelectInput source="type" choices={types} fullWidth />
          <SelectInput source="expiresInDays" choices={expiries} fullWidth />
        </DialogForm>
      )}
    </Dialog>
  );
}
