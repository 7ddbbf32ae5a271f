// ?compareChanges=<agent id>[~left~right]: staging against production, or any two versions, field by
// field with the prompt as a line diff.
import { Alert, DialogContent, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetOne } from 'react-admin';
import { OverlayDialog, OverlayError, OverlayLoading, useOpenOverlay, type OverlayProps } from '@kernel/sdk';
import type { AgentVersion, CampaignState } from '../api/types';
import type { AgentsProvider } from '../editor/useAgentEditor';
import { messages } from '../messages';
import type { Campaign } from '../rules/campaign';
import { formatCompareValue, parseCompareValue, versionIdOf, type CompareSide } from '../rules/compareTarget';
import { CompareView } from '../compare/CompareView';

const { compare } = messages;

function sideOf(side: CompareSide, state: CampaignState, versions: AgentVersion[]): Campaign | null {
  if (side === 'staging') return state.staging;
  if (side === 'production') return state.production;
  return versions.find((v) => v.id === versionIdOf(side))?.data ?? null;
}

export default function CompareChangesOverlay({ value, close }: OverlayProps) {
  const target = parseCompareValue(value);
  const agentId = target?.agentId ?? 0;
  const dataProvider = useDataProvider<AgentsProvider>();
  const open = useOpenOverlay();
  const state = useGetOne<CampaignState>('agents', { id: agentId }, { enabled: !!target });
  const versions = useQuery({
    queryKey: ['agents', 'versions', agentId],
    queryFn: async () => (await dataProvider.listVersions('agents', { id: agentId })).data,
    enabled: !!target,
  });
  const sides: { value: CompareSide; label: string }[] = [
    { value: 'production', label: compare.production },
    { value: 'staging', label: compare.staging },
    ...(versions.data ?? []).map((v) => ({ value: `version:${v.id}` as CompareSide, label: `${compare.version}: ${v.title}` })),
  ];
  const labelOf = (side: CompareSide) => sides.find((s) => s.value === side)?.label ?? side;
  const choose = (which: 'left' | 'right', side: CompareSide) => target && open('compareChanges', formatCompareValue({ ...target, [which]: side }));

  let body;
  if (!target || state.error) body = <OverlayError error={state.error} fallback={messages.loadFailed} />;
  else if (!state.data || versions.isPending) body = <OverlayLoading label={messages.loading} />;
  else {
    const left = sideOf(target.left, state.data, versions.data ?? []);
    const right = sideOf(target.right, state.data, versions.data ?? []);
    body = (
      <DialogContent dividers>
        <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
          {(['left', 'right'] as const).map((which) => (
            <TextField key={which} select size="small" label={messages.fields[which]} value={target[which]} onChange={(e) => choose(which, e.target.value as CompareSide)} sx={{ minWidth: 240 }}>
              {sides.map((s) => (
                <MenuItem key={s.value} value={s.value}>{s.label}</MenuItem>
              ))}
            </TextField>
          ))}
        </Stack>
        {!left ? <Alert severity="info" sx={{ mb: 1 }}>{messages.notPublished}</Alert> : null}
        <CompareView left={left ?? {}} right={right ?? {}} leftLabel={labelOf(target.left)} rightLabel={labelOf(target.right)} />
      </DialogContent>
    );
  }
  return (
    <OverlayDialog title={messages.titles.compare} onClose={() => close()} maxWidth="lg">
      {body}
    </OverlayDialog>
  );
}
