// The test chat's scenarios (issue 9 point 10): save the conversation as a scenario (its user turns
// and the expectations the user keeps), list the agent's scenarios with their last result, run all
// against staging in one click, and see pass/fail per scenario and per version (campaign revision).
import { useCallback, useEffect, useState } from 'react';
import { Alert, Checkbox, Chip, Divider, FormControlLabel, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useDataProvider, useNotify, type DataProvider } from 'react-admin';
import { errorMessage, PendingButton } from '@kernel/sdk';
import type { ScenarioActions } from '../api/scenariosAdapter';
import { messages } from '../messages';
import type { ChatEntry } from '../rules/chat';
import { expectationsFrom, runsByVersion, scenarioDraft, type Expectation, type Scenario, type ScenarioRun } from '../rules/scenarios';

const { scenarios: t } = messages;
function describe(e: Expectation): string {
  if (e.kind === 'transfer') return e.made ? t.transferMade : t.noTransfer;
  if ('name' in e) return e.kind === 'action' ? t.action(e.name) : t.function(e.name);
  return `${e.kind === 'replyContains' ? t.replyContains : t.replyNotContains}: ${e.text}`;
}

export function ScenariosPanel({ agentId, entries }: { agentId: number; entries: ChatEntry[] }) {
  const dataProvider = useDataProvider<DataProvider & ScenarioActions>();
  const notify = useNotify();
  const [list, setList] = useState<{ scenarios: Scenario[]; runs: ScenarioRun[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [kept, setKept] = useState<Record<number, boolean>>({});
  const [contains, setContains] = useState('');
  const [notContains, setNotContains] = useState('');
  const [busy, setBusy] = useState<'save' | 'run' | null>(null);

  const load = useCallback(async () => {
    try {
      setList((await dataProvider.listScenarios('agents', { id: agentId })).data);
    } catch (e) {
      setError(errorMessage(e, messages.actionFailed));
    }
  }, [dataProvider, agentId]);
  useEffect(() => void load(), [load]);

  const suggested = expectationsFrom(entries);
  const chosen: Expectation[] = [
    ...suggested.filter((_, i) => kept[i] !== false),
    ...(contains.trim() ? [{ kind: 'replyContains' as const, text: contains.trim() }] : []),
    ...(notContains.trim() ? [{ kind: 'replyNotContains' as const, text: notContains.trim() }] : []),
  ];
  const draft = scenarioDraft(name, entries, chosen);
  const problem = draft === 'name' ? t.needName : draft === 'turns' ? t.needTurns : draft === 'expect' ? t.needExpect : null;

  const act = async (kind: 'save' | 'run', work: () => Promise<string>) => {
    setBusy(kind);
    setError(null);
    try {
      notify(await work(), { type: 'success' });
      await load();
    } catch (e) {
      setError(errorMessage(e, messages.actionFailed));
      // a run stopped by its time limit was kept as far as it got: show it
      if (kind === 'run') await load();
    } finally {
      setBusy(null);
    }
  };
  const save = () =>
    typeof draft === 'object' &&
    act('save', async () => {
      await dataProvider.createScenario('agents', { id: agentId, scenario: draft });
      setName('');
      setContains('');
      setNotContains('');
      setKept({});
      return t.saved;
    });
  const runAll = () =>
    act('run', async () => {
      const { data } = await dataProvider.runScenarios('agents', { id: agentId });
      return t.ran(data.results.filter((r) => r.passed).length, data.results.length);
    });
  const remove = (scenario: Scenario) =>
    act('save', async () => {
      await dataProvider.deleteScenario('agents', { id: agentId, scenarioId: scenario.id });
      return t.deleted;
    });

  return (
    <Stack spacing={1} component="section" aria-label={t.title}>
      <Divider />
      <Typography variant="subtitle1">{t.title}</Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {entries.length > 0 ? (
        <Stack spacing={1} aria-label={t.saveAs} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography variant="subtitle2">{t.saveAs}</Typography>
          <TextField size="small" label={t.name} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
          <Typography variant="caption">{t.expectations}</Typography>
          {suggested.map((e, i) => (
            <FormControlLabel key={i} control={<Checkbox checked={kept[i] !== false} onChange={(ev) => setKept({ ...kept, [i]: ev.target.checked })} />} label={describe(e)} />
          ))}
          <Stack direction="row" spacing={1}>
            <TextField size="small" label={t.replyContains} value={contains} onChange={(e) => setContains(e.target.value)} fullWidth />
            <TextField size="small" label={t.replyNotContains} value={notContains} onChange={(e) => setNotContains(e.target.value)} fullWidth />
          </Stack>
          {problem && name ? <Typography variant="caption" color="error">{problem}</Typography> : null}
          <PendingButton variant="outlined" pending={busy === 'save'} disabled={!!problem || busy !== null} onClick={save}>{t.save}</PendingButton>
        </Stack>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <PendingButton variant="contained" pending={busy === 'run'} disabled={busy !== null || !list?.scenarios.length} onClick={runAll}>{t.runAll}</PendingButton>
      </Stack>
      {list && list.scenarios.length === 0 ? <Typography color="text.secondary">{t.empty}</Typography> : null}
      <List dense aria-label={t.title}>
        {(list?.scenarios ?? []).map((s) => (
          <ListItem
            key={s.id}
            divider
            secondaryAction={<IconButton aria-label={`${t.delete}: ${s.name}`} disabled={busy !== null} onClick={() => remove(s)}><DeleteIcon /></IconButton>}
          >
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{s.name}</span>
                  <Chip size="small" color={!s.lastRun ? 'default' : s.lastRun.passed ? 'success' : 'error'} label={!s.lastRun ? t.notRun : s.lastRun.passed ? t.passed : t.failed} />
                </Stack>
              }
              secondary={[s.expect.map(describe).join(' · '), ...(s.lastRun?.failures ?? [])].join('\n')}
              slotProps={{ secondary: { sx: { whiteSpace: 'pre-wrap' } } }}
            />
          </ListItem>
        ))}
      </List>
      {list && list.runs.length > 0 ? (
        <Stack spacing={0.5} aria-label={t.perVersion}>
          <Typography variant="subtitle2">{t.perVersion}</Typography>
          {runsByVersion(list.runs).map((v) => (
            <Typography key={v.revision} variant="body2" color={v.failed ? 'error' : 'success.main'}>{t.version(v.revision, v.passed, v.failed)}</Typography>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
