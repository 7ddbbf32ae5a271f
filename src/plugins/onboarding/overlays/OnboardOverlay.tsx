// ?onboard (with activeStep, fieldIndex, integrationIndex; spec 1 §2.4): the onboarding wizard. The
// state machine (rules/machine.ts) decides every move; this frame shows the current step, its
// progress, and the wizard-wide actions (start over, choose another template, exit and discard).
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Alert, Button, DialogContent, LinearProgress, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { OverlayDialog, OverlayLoading, useConfirm, type OverlayProps } from '@kernel/sdk';
import { discardTemplate, exitAndDiscard, restart } from '../rules/machine';
import { STEPS, type Step } from '../rules/steps';
import type { StepProps } from '../steps/types';
import { messages } from '../messages';
import { URL_PARAMS, useOnboarding } from '../useOnboarding';

// each step its own chunk: the wizard's first paint carries only the frame and the current step
const SCREENS: Record<Step, LazyExoticComponent<ComponentType<StepProps>>> = {
  WELCOME: lazy(() => import('../steps/WelcomeStep')),
  SELECT_TEMPLATE: lazy(() => import('../steps/SelectTemplateStep')),
  SETUP_TEMPLATE: lazy(() => import('../steps/SetupTemplateStep')),
  SETUP_INTEGRATIONS: lazy(() => import('../steps/IntegrationsStep')),
  SELECT_TIMEZONE: lazy(() => import('../steps/TimezoneStep')),
  SELECT_VOICE: lazy(() => import('../steps/VoiceStep')),
  GENERATE_AGENT: lazy(() => import('../steps/GenerateStep')),
  EDIT_AGENT: lazy(() => import('../steps/EditAgentStep')),
  TEST_AGENT: lazy(() => import('../steps/TestAgentStep')),
  CHOOSE_NUMBER: lazy(() => import('../steps/ChooseNumberStep')),
  SCHEDULE_CALL: lazy(() => import('../steps/ScheduleCallStep')),
};
const TEMPLATE_STEPS: readonly Step[] = ['SETUP_TEMPLATE', 'SETUP_INTEGRATIONS', 'SELECT_TIMEZONE', 'SELECT_VOICE', 'GENERATE_AGENT'];

export default function OnboardOverlay({ close }: OverlayProps) {
  const api = useOnboarding();
  const confirm = useConfirm();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { state } = api;
  const onClose = () => close(URL_PARAMS.filter((p) => p !== 'onboard'));

  const onExit = async () => {
    if (!state) return;
    const ok = await confirm({ title: messages.actions.exit, details: messages.exitDetails, confirmLabel: messages.actions.exit, confirmColor: 'error' });
    if (ok) api.apply(exitAndDiscard(state, api.ctx()));
  };

  let body;
  if (api.facts.error) body = <DialogContent><Alert severity="error">{messages.loadFailed}</Alert></DialogContent>;
  else if (!state) body = <OverlayLoading label={messages.loading} />;
  else {
    const Screen = SCREENS[state.activeStep];
    const position = STEPS.indexOf(state.activeStep);
    body = (
      <DialogContent>
        <Stack spacing={2}>
          <Stack spacing={0.5}>
            <Typography variant="h6" component="h3">
              {messages.steps[state.activeStep]}
            </Typography>
            <LinearProgress variant="determinate" value={((position + 1) / STEPS.length) * 100} aria-label={messages.progress} />
          </Stack>
          <Suspense fallback={<OverlayLoading label={messages.loading} />}>
            <Screen api={api} state={state} />
          </Suspense>
          <Stack direction="row" spacing={1} sx={{ pt: 2, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap', gap: 1 }}>
            {state.templateId && TEMPLATE_STEPS.includes(state.activeStep) ? (
              <Button size="small" onClick={() => api.apply(discardTemplate(state, api.ctx()))}>
                {messages.actions.discardTemplate}
              </Button>
            ) : null}
            <Button size="small" onClick={() => api.apply(restart(state, api.ctx()))}>
              {messages.actions.restart}
            </Button>
            <Button size="small" color="error" onClick={() => void onExit()}>
              {messages.actions.exit}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
    );
  }
  return (
    <OverlayDialog title={messages.title} onClose={onClose} fullScreen={phone} maxWidth="sm">
      {body}
    </OverlayDialog>
  );
}
