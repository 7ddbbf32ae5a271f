// The new owner's checklist on the home (spec 1 §4.7): SETUP_AGENT, TEST_AGENT, ADD_NUMBER,
// FORWARD_CALLS, each done by the stored walkthrough or by the account's facts (a number, a complete
// onboarding, an account older than the legacy cutoff), each opening the screen that does it.
// Starting a task saves walkthrough version 1 if none exists. Hidden once every task is done.
import { Alert, Button, Card, CardContent, List, ListItem, ListItemIcon, ListItemText, Skeleton, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useKernel } from '@kernel/sdk';
import { WALKTHROUGH_SETTING, WALKTHROUGH_TASKS, type WalkthroughTask } from '../constants';
import { doneTasks, nextTask, parseWalkthrough, startTask } from '../rules/walkthrough';
import { messages } from '../messages';
import { RESOURCE, useOnboardingProvider } from '../useOnboardingProvider';

const { walkthrough: text } = messages;

/** The overlay (and its parameters) each task opens. */
const OPENS: Record<WalkthroughTask, Record<string, string>> = {
  SETUP_AGENT: { onboard: 'true' },
  TEST_AGENT: { onboard: 'true', activeStep: 'tryAgent' },
  ADD_NUMBER: { onboard: 'true', activeStep: 'chooseNumber' },
  FORWARD_CALLS: { forwardingInstructions: 'true' },
};

export default function WalkthroughWidget() {
  const { account } = useKernel();
  const dataProvider = useOnboardingProvider();
  const location = useLocation();
  const navigate = useNavigate();
  const facts = useQuery({ queryKey: [RESOURCE, 'facts', account?.id], queryFn: async () => (await dataProvider.getAccountFacts(RESOURCE)).data });

  if (facts.isPending) return <Skeleton variant="rounded" height={160} role="progressbar" aria-label={text.title} />;
  if (facts.error) return <Alert severity="error">{text.failed}</Alert>;

  const walkthrough = parseWalkthrough(facts.data.walkthrough);
  const known = { hasPhoneNumber: facts.data.hasPhoneNumber, onboardingComplete: facts.data.onboardingComplete, timestamp: facts.data.timestamp };
  const done = doneTasks(walkthrough, known);
  const next = nextTask(walkthrough, known);
  if (next === null) return null;

  const start = (task: WalkthroughTask) => {
    const first = startTask(walkthrough);
    if (first) void dataProvider.saveSetting(RESOURCE, { key: WALKTHROUGH_SETTING, value: first }).catch(() => undefined);
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(OPENS[task])) params.set(key, value);
    navigate({ pathname: location.pathname, search: `?${params.toString()}` });
  };

  return (
    <Card component="section" aria-labelledby="walkthrough-title">
      <CardContent>
        <Typography id="walkthrough-title" variant="h6" component="h2">
          {text.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text.progress(done.length, WALKTHROUGH_TASKS.length)}
        </Typography>
        <List dense>
          {WALKTHROUGH_TASKS.map((task) => {
            const isDone = done.includes(task);
            const label = text.tasks[task];
            return (
              <ListItem
                key={task}
                disableGutters
                secondaryAction={
                  isDone ? null : (
                    <Button size="small" variant={task === next ? 'contained' : 'text'} onClick={() => start(task)} aria-label={task === next ? text.openNext(label) : text.open(label)}>
                      {task === next ? text.next : label}
                    </Button>
                  )
                }
              >
                <ListItemIcon sx={{ minWidth: 32 }}>
                  {isDone ? <CheckCircle color="success" fontSize="small" titleAccess={text.done} /> : <RadioButtonUnchecked fontSize="small" aria-hidden />}
                </ListItemIcon>
                <ListItemText primary={label} sx={{ pr: 12 }} />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
