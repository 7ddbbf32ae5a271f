// The agent editor (?editAgent=<agent id>, spec 1 §2.3): a full-screen dialog with the panels
// settings, prompt, template, variables and advanced; the save state always visible; publish,
// revert, versions, compare, test and (canInspectJSON) the inspector. Users without
// canUseFullEditor, and agents that follow a template, get template mode only.
import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Button, DialogContent, Tab, Tabs } from '@mui/material';
import { useGetOne } from 'react-admin';
import { LoadFailure, OverlayDialog, OverlayLoading, parseId, retryTransient, useKernel, type OverlayProps } from '@kernel/sdk';
import type { CampaignState } from '../api/types';
import { messages } from '../messages';
import { EditorHeader } from './EditorHeader';
import { EditorPanel } from './EditorPanel';
import { panelsFor, startPanel, type Panel } from './panels';
import { useAgentEditor } from './useAgentEditor';

// the compare view (and its diff library) load only when a conflict shows
const SaveConflictDialog = lazy(() => import('../compare/SaveConflictDialog').then((m) => ({ default: m.SaveConflictDialog })));

export interface AgentEditorProps extends OverlayProps {
  panel?: Panel;
}

export function AgentEditor({ value, close, panel }: AgentEditorProps) {
  const id = parseId(value);
  const query = useGetOne<CampaignState>('agents', { id: id ?? 0 }, { enabled: id != null, refetchOnWindowFocus: false, retry: retryTransient });
  const [fullScreen, setFullScreen] = useState(true);
  const title = query.data ? `${messages.titles.editor}: ${query.data.agentName}` : messages.titles.editor;
  return (
    <OverlayDialog title={title} onClose={() => close()} fullScreen={fullScreen} maxWidth="xl">
      {id == null || query.error ? (
        <LoadFailure error={query.error} fallback={messages.loadFailed} name={messages.agent} />
      ) : !query.data ? (
        <OverlayLoading label={messages.loading} />
      ) : (
        <EditorBody key={`${query.data.id}:${query.data.mode}`} initial={query.data} panel={panel} fullScreen={fullScreen} onFullScreen={setFullScreen} />
      )}
    </OverlayDialog>
  );
}

interface BodyProps {
  initial: CampaignState;
  panel?: Panel;
  fullScreen: boolean;
  onFullScreen: (on: boolean) => void;
}

function EditorBody({ initial, panel, fullScreen, onFullScreen }: BodyProps) {
  const { permissions } = useKernel();
  const agent = useAgentEditor(initial);
  const fullEditor = permissions.canUseFullEditor && agent.server.mode !== 'TEMPLATE';
  const shown = panelsFor(fullEditor);
  const [current, setCurrent] = useState<Panel>(startPanel(panel, shown));
  const [conflictHidden, setConflictHidden] = useState(false);
  const { editor, controller } = agent;
  const error = editor.error && !editor.error.field ? editor.error.message : null;

  return (
    <DialogContent dividers sx={{ p: 0, display: 'flex', flexDirection: 'column' }}>
      <EditorHeader agent={agent} fullEditor={fullEditor} fullScreen={fullScreen} onFullScreen={onFullScreen} />
      {!fullEditor ? (
        <Alert severity="info" sx={{ mx: 2, mt: 1 }}>
          {messages.templateMode} {permissions.canUseFullEditor ? messages.templateModeWhy.followsTemplate : messages.templateModeWhy.noFullEditor}
        </Alert>
      ) : null}
      {editor.restoredDraft ? (
        <Alert
          severity="warning"
          sx={{ mx: 2, mt: 1 }}
          action={<Button color="inherit" size="small" onClick={() => controller.discardDraft()}>{messages.buttons.discardDraft}</Button>}
        >
          {messages.draft.restored}
        </Alert>
      ) : null}
      {error ? <Alert severity="error" sx={{ mx: 2, mt: 1 }}>{error}</Alert> : null}
      {editor.conflict ? (
        <Alert
          severity="warning"
          sx={{ mx: 2, mt: 1 }}
          action={<Button color="inherit" size="small" onClick={() => setConflictHidden(false)}>{messages.buttons.resolve}</Button>}
        >
          {messages.conflict.explain}
        </Alert>
      ) : null}
      {editor.conflict && !conflictHidden ? (
        <Suspense fallback={null}>
          <SaveConflictDialog
            conflict={editor.conflict}
            theirsBy={agent.server.updatedBy?.name}
            onResolve={(choice, merged) => controller.resolveConflict(choice, merged)}
            onClose={() => setConflictHidden(true)}
          />
        </Suspense>
      ) : null}
      <Tabs value={current} onChange={(_e, next: Panel) => setCurrent(next)} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
        {shown.map((p) => (
          <Tab key={p} value={p} label={messages.panels[p]} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={messages.panels[current]} sx={{ p: 2, flex: 1, overflow: 'auto' }}>
        <EditorPanel panel={current} agent={agent} fullEditor={fullEditor} />
      </Box>
    </DialogContent>
  );
}
