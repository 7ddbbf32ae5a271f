// ?editRebilling=<accountId>: a client's default margin, per usage key a price per unit or its own
// margin, and its quotas. Checked as the server checks (the shared parser) before it is sent.
import { Box, DialogContent, Divider, Stack, Typography } from '@mui/material';
import { SelectInput, TextInput, useGetOne, useNotify, useRefresh, useUpdate } from 'react-admin';
import { DialogForm, LoadFailure, OverlayDialog, OverlayLoading, type OverlayProps } from '@kernel/sdk';
import { USAGE_KEYS } from '../../../shared/billing/plans';
import { QUOTA_KEYS } from '../../../shared/billing/rebilling';
import { CLIENTS } from './api';
import { messages } from './messages';
import { formValues, modeField, toBody, validateForm, valueField, type ClientRecord, type FormValues } from './rules';

const MODE_CHOICES = (['default', 'price', 'margin'] as const).map((id) => ({ id, name: messages.modes[id] }));

export default function RebillingEdit({ value, close }: OverlayProps) {
  const { data, isPending, error } = useGetOne<ClientRecord>(CLIENTS, { id: Number(value) });
  const [update] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const title = data ? messages.editTitle(data.accountName) : messages.actions.edit;

  const onSubmit = async (values: FormValues) => {
    await update(CLIENTS, { id: value, data: toBody(values), previousData: data }, { returnPromise: true });
    notify(messages.saved, { type: 'success' });
    refresh();
    close();
  };

  return (
    <OverlayDialog title={title} onClose={() => close()}>
      {isPending ? (
        <OverlayLoading />
      ) : error || !data ? (
        <DialogContent>
          <LoadFailure error={error} fallback={messages.loadFailed} />
        </DialogContent>
      ) : (
        <DialogForm<FormValues>
          record={formValues(data.settings)}
          validate={validateForm}
          failed={messages.saveFailed}
          serverFields={['marginPercent']}
          onSubmit={onSubmit}
          onCancel={() => close()}
          label={title}
          saveLabel={messages.actions.save}
        >
          <TextInput source="marginPercent" label={messages.fields.marginPercent} helperText={messages.hints.marginPercent} fullWidth autoFocus inputMode="decimal" />
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {messages.sections.prices}
          </Typography>
          {USAGE_KEYS.map((key) => (
            <Stack key={key} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }} alignItems={{ sm: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <SelectInput source={modeField(key)} label={messages.keys[key]} choices={MODE_CHOICES} fullWidth helperText={false} />
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <TextInput source={valueField(key)} label={`${messages.keys[key]}: ${messages.fields.value}`} fullWidth helperText={false} inputMode="decimal" />
              </Box>
            </Stack>
          ))}
          <Divider sx={{ my: 1 }} />
          <Typography variant="subtitle2" component="h3">
            {messages.sections.quotas}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {messages.hints.quotas}
          </Typography>
          {QUOTA_KEYS.map((q) => (
            <TextInput key={q} source={q} label={messages.fields[q]} fullWidth helperText={false} inputMode="numeric" />
          ))}
        </DialogForm>
      )}
    </OverlayDialog>
  );
}
