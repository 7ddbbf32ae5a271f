// ?createWebhook=true: url, label and type; then the signing secret, shown this once, with copy.
import { useMemo, useState } from 'react';
import { Button, DialogActions, DialogContent } from '@mui/material';
import { SelectInput, TextInput, useCreate, useNotify, useRefresh } from 'react-admin';
import { DialogForm, OverlayDialog, SecretReveal, type OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { TYPE_CHOICES, typeLabel, validateUrl } from '../rules';

interface Values extends Record<string, unknown> {
  url: string;
  label: string;
  type: string;
}

const validate = (values: Record<string, unknown>) => {
  const url = validateUrl(String(values.url ?? ''));
  return url ? { url } : {};
};

export default function CreateWebhookOverlay({ close }: OverlayProps) {
  const [create] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [secret, setSecret] = useState<string | null>(null);
  const record = useMemo(() => ({ url: '', label: '', type: 'conversation' }), []);
  const choices = useMemo(() => TYPE_CHOICES.map((id) => ({ id, name: typeLabel(id) })), []);

  const onSubmit = async (values: Values) => {
    const created = await create('webhooks', { data: { url: values.url.trim(), label: values.label ?? '', type: values.type } }, { returnPromise: true });
    notify(messages.notify.created, { type: 'success' });
    refresh();
    setSecret(String((created as { secret?: string }).secret ?? ''));
  };

  return (
    <OverlayDialog title={secret ? messages.titles.secret : messages.titles.create} onClose={() => close()}>
      {secret ? (
        <>
          <DialogContent>
            <SecretReveal value={secret} hint={messages.hints.secretOnce} copyLabel={messages.actions.copy} copiedLabel={messages.copied} testId="webhook-secret" spaced />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={() => close()}>
              {messages.actions.done}
            </Button>
          </DialogActions>
        </>
      ) : (
        <DialogForm<Values>
          record={record}
          resource="webhooks"
          validate={validate}
          failed={messages.createFailed}
          serverFields={['url', 'label', 'type']}
          onSubmit={onSubmit}
          onCancel={() => close()}
          label={messages.titles.create}
          saveLabel={messages.actions.create}
        >
          <TextInput source="url" helperText={messages.hints.url} fullWidth autoFocus type="url" />
          <TextInput source="label" fullWidth />
          <SelectInput source="type" choices={choices} fullWidth />
        </DialogForm>
      )}
    </OverlayDialog>
  );
}

