// SCHEDULE_CALL (talk with an expert): the brand's support link when it is an http(s) one, then Finish: onboarding complete (spec 1 §4.6), the account reloaded, the overlay closed.
import { Button, Link, Stack, Typography } from '@mui/material';
import { useKernel } from '@kernel/sdk';
import { complete } from '../rules/machine';
import { messages } from '../messages';
import { StepActions } from './StepActions';
import type { StepProps } from './types';

const httpUrl = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

export default function ScheduleCallStep({ api, state }: StepProps) {
  const { brand } = useKernel();
  const sales = httpUrl(brand.supportUrl);
  return (
    <Stack spacing={2}>
      <Typography>{messages.schedule.lead}</Typography>
      {sales ? (
        <Link href={sales} target="_blank" rel="noopener noreferrer">
          {messages.schedule.book}
        </Link>
      ) : null}
      <StepActions>
        <Button variant="contained" onClick={() => api.apply(complete(state, api.ctx()))}>
          {messages.actions.finish}
        </Button>
      </StepActions>
    </Stack>
  );
}
