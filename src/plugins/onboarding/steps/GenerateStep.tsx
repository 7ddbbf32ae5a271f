// GENERATE_AGENT: from a template, createAgentFromTemplate with the filled fields, voice and
// timezone; from scratch, an agent account whose instructions are written from the owner's words.
// One Idempotency-Key per visit of the step: a retried click makes one agent.
import { useMemo, useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { PendingButton, useConfirmedAction, useKernel, accountLabel } from '@kernel/sdk';
import { DEFAULT_VOICE_ID } from '../constants';
import { missingRequired } from '../rules/fields';
import { unconfirmed } from '../rules/sitePrefill';
import { agentGenerated, goTo } from '../rules/machine';
import { messages } from '../messages';
import { RESOURCE, useOnboardingProvider } from '../useOnboardingProvider';
import { StepActions } from './StepActions';
import type { StepProps } from './types';

const { generate: text } = messages;
const newKey = () => (globalThis.crypto?.randomUUID ? globalThis.crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

export default function GenerateStep({ api, state }: StepProps) {
  const dataProvider = useOnboardingProvider();
  const { account } = useKernel();
  const key = useMemo(newKey, []);
  const create = useConfirmedAction(text.failed);
  const scratch = state.method === 'BUILD_FROM_SCRATCH';
  const [business, setBusiness] = useState(accountLabel(account));
  const [description, setDescription] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const missing = scratch ? [] : missingRequired(state.templateFields, state.skipFields);
  // hours and prices read from the site wait for the owner's word before the agent says them
  const toConfirm = scratch ? [] : unconfirmed(state.templateFields);

  const onCreate = async () => {
    if (scratch && (!business.trim() || !description.trim())) return setInvalid(!business.trim() ? 'business' : 'description');
    setInvalid(null);
    let agentId = 0;
    const done = await create.run(async () => {
      const reply = scratch
        ? await dataProvider.createFromScratch(RESOURCE, { orgId: api.orgId, name: business.trim(), agentInstructions: text.prompt(business.trim(), description), key })
        : await dataProvider.createFromTemplate(RESOURCE, {
            orgId: api.orgId,
            templateId: state.templateId ?? '',
            templateFields: state.templateFields.map((f) => ({ key: f.key, value: f.value })),
            voice: state.agentVoice ?? DEFAULT_VOICE_ID,
            timezone: state.timezone ?? undefined,
            key,
          });
      agentId = reply.data.agentId;
    });
    if (done) {
      void api.finishWalkthroughTask('SETUP_AGENT');
      api.apply(agentGenerated(state, agentId, api.ctx()));
    }
  };

  const onBack = scratch ? undefined : () => api.apply(goTo(state, state.skipVoiceStep ? 'SETUP_TEMPLATE' : 'SELECT_VOICE', api.ctx()));
  return (
    <Stack spacing={2}>
      {scratch ? (
        <>
          <TextField label={text.business} value={business} onChange={(e) => setBusiness(e.target.value)} required error={invalid === 'business'} helperText={invalid === 'business' ? messages.fields.required : undefined} inputProps={{ maxLength: 100 }} />
          <TextField
            label={text.description}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            required
            multiline
            minRows={3}
            error={invalid === 'description'}
            helperText={invalid === 'description' ? messages.fields.required : text.descriptionHint}
            inputProps={{ maxLength: 4000 }}
          />
        </>
      ) : (
        <Typography>{text.lead}</Typography>
      )}
      {missing.length ? <Alert severity="warning">{text.missing(missing.join(', '))}</Alert> : null}
      {toConfirm.length ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => api.apply(goTo(state, 'SETUP_TEMPLATE', api.ctx(), { fieldIndex: state.templateFields.indexOf(toConfirm[0]) }))}>
              {messages.site.review}
            </Button>
          }
        >
          {messages.site.unconfirmed(toConfirm.map((f) => f.label || f.key).join(', '))}
        </Alert>
      ) : null}
      {create.failed ? <Alert severity="error">{create.failed instanceof Error ? create.failed.message : text.failed}</Alert> : null}
      <StepActions onBack={onBack}>
        <PendingButton pending={create.pending} disabled={missing.length > 0 || toConfirm.length > 0} onClick={() => void onCreate()}>
          {text.create}
        </PendingButton>
      </StepActions>
    </Stack>
  );
}
