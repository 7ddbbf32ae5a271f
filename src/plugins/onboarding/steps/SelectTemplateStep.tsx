// SELECT_TEMPLATE: the templates offered to the account, each with a preview of its questions and
// integrations; choosing one reads it whole (actions and apps count for its integrations).
import { useState } from 'react';
import { Alert, Button, Card, CardActions, CardContent, Collapse, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { PendingButton, useConfirmedAction } from '@kernel/sdk';
import type { SiteReading } from '../api/onboardingAdapter';
import { chooseTemplate, goTo } from '../rules/machine';
import { sitePrefill } from '../rules/sitePrefill';
import type { OnboardingTemplate } from '../rules/template';
import { messages } from '../messages';
import { RESOURCE, useOnboardingProvider } from '../useOnboardingProvider';
import { SiteFactsForm } from './SiteFactsForm';
import type { StepProps } from './types';

const { templates: text } = messages;

export default function SelectTemplateStep({ api, state }: StepProps) {
  const dataProvider = useOnboardingProvider();
  const list = useQuery({ queryKey: [RESOURCE, 'templates'], queryFn: async () => (await dataProvider.listTemplates(RESOURCE)).data });
  const [preview, setPreview] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [reading, setReading] = useState<SiteReading | null>(null);
  const action = useConfirmedAction(text.notFound);

  const use = async (template: OnboardingTemplate) => {
    setChoosing(template.id);
    await action.run(async () => {
      const full = (await dataProvider.getTemplate(RESOURCE, { id: template.id })).data;
      if (!full) throw new Error(text.notFound);
      api.setNotice(null);
      const prefill = reading ? sitePrefill(full.templateFields ?? [], reading.facts) : undefined;
      api.apply(chooseTemplate(state, full, api.ctx(), prefill));
    });
    setChoosing(null);
  };

  if (list.isPending) return <Stack spacing={1} role="progressbar" aria-label={messages.loading}>{[0, 1].map((i) => <Skeleton key={i} variant="rounded" height={72} />)}</Stack>;
  if (list.error) return <Alert severity="error">{text.failed}</Alert>;
  // WELCOME exists only with the full editor (spec 1 §4.6)
  const onBack = api.ctx().canUseFullEditor ? () => api.apply(goTo(state, 'WELCOME', api.ctx())) : undefined;
  return (
    <Stack spacing={2}>
      {api.notice === 'notFound' ? <Alert severity="warning">{text.notFound}</Alert> : null}
      <SiteFactsForm reading={reading} onRead={setReading} />
      {list.data.length === 0 ? <Typography color="text.secondary">{text.empty}</Typography> : null}
      {action.failed ? <Alert severity="error">{text.notFound}</Alert> : null}
      {list.data.map((t) => (
        <Card key={t.id} variant="outlined" component="section" aria-label={t.name}>
          <CardContent sx={{ pb: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t.name}
            </Typography>
            {t.description ? <Typography variant="body2" color="text.secondary">{t.description}</Typography> : null}
            <Typography variant="caption" color="text.secondary">
              {[text.fields((t.templateFields ?? []).length), (t.templateIntegrations ?? []).length ? text.integrations((t.templateIntegrations ?? []).join(', ')) : null].filter(Boolean).join(' · ')}
            </Typography>
            <Collapse in={preview === t.id} unmountOnExit>
              <List dense aria-label={text.previewOf(t.name ?? '')}>
                {(t.templateFields ?? []).map((f) => (
                  <ListItem key={f.key} disableGutters>
                    <ListItemText primary={f.label || f.key} secondary={f.placeholder} />
                  </ListItem>
                ))}
              </List>
            </Collapse>
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" aria-expanded={preview === t.id} onClick={() => setPreview(preview === t.id ? null : t.id)}>
              {text.preview}
            </Button>
            <PendingButton size="small" pending={choosing === t.id} disabled={choosing !== null} onClick={() => void use(t)} aria-label={text.useOf(t.name ?? '')}>
              {text.use}
            </PendingButton>
          </CardActions>
        </Card>
      ))}
      {onBack ? <Stack direction="row"><Button onClick={onBack}>{messages.actions.back}</Button></Stack> : null}
    </Stack>
  );
}
