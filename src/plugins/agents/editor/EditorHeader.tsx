// The editor's bar: the save state, and the buttons publish, revert, versions, compare changes, test
// agent, inspector (canInspectJSON only) and full screen.
import { lazy, Suspense, useState } from 'react';
import { Button, Stack, Tooltip, IconButton } from '@mui/material';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { PendingButton, useConfirm, useKernel, useOpenOverlay } from '@kernel/sdk';
import { useNotify } from 'react-admin';
import { messages } from '../messages';
import { SaveStatus } from './SaveStatus';
import type { AgentEditor } from './useAgentEditor';

const VersionsDialog = lazy(() => import('./VersionsDialog'));
const InspectorDialog = lazy(() => import('./InspectorDialog'));

interface Props {
  agent: AgentEditor;
  fullEditor: boolean;
  fullScreen: boolean;
  onFullScreen: (on: boolean) => void;
}

const { buttons } = messages;

export function EditorHeader({ agent, fullEditor, fullScreen, onFullScreen }: Props) {
  const { permissions } = useKernel();
  const open = useOpenOverlay();
  const confirm = useConfirm();
  const notify = useNotify();
  const [dialog, setDialog] = useState<'versions' | 'inspector' | null>(null);
  const [busy, setBusy] = useState(false);
  const { editor, controller, server } = agent;
  const templateMode = server.mode === 'TEMPLATE';
  const working = busy || editor.status === 'publishing' || editor.status === 'reverting';

  const publish = async () => {
    setBusy(true);
    try {
      if (await controller.publish()) notify(messages.notify.published, { type: 'success' });
    } finally {
      setBusy(false);
    }
  };
  const revert = async () => {
    if (!(await confirm({ title: buttons.revert, details: messages.revertConfirm, confirmLabel: buttons.revert, confirmColor: 'warning' }))) return;
    setBusy(true);
    try {
      if (await controller.revert()) notify(messages.notify.reverted, { type: 'success' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ px: 2, py: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <SaveStatus state={editor} server={server} />
      <Stack direction="row" spacing={1} sx={{ ml: 'auto', flexWrap: 'wrap', rowGap: 1 }}>
        <Button onClick={() => open('testAgent', server.id)}>{buttons.test}</Button>
        <Button onClick={() => open('compareChanges', server.id)}>{buttons.compare}</Button>
        {fullEditor ? <Button onClick={() => setDialog('versions')}>{buttons.versions}</Button> : null}
        {fullEditor && permissions.canInspectJSON ? <Button onClick={() => setDialog('inspector')}>{buttons.inspector}</Button> : null}
        {!templateMode && server.production ? (
          <Button color="warning" disabled={working} onClick={revert}>
            {buttons.revert}
          </Button>
        ) : null}
        {!templateMode ? (
          <PendingButton variant="contained" pending={working} onClick={publish}>
            {buttons.publish}
          </PendingButton>
        ) : null}
        <Tooltip title={fullScreen ? buttons.exitFullScreen : buttons.fullScreen}>
          <IconButton aria-label={fullScreen ? buttons.exitFullScreen : buttons.fullScreen} onClick={() => onFullScreen(!fullScreen)}>
            {fullScreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
          </IconButton>
        </Tooltip>
      </Stack>
      <Suspense fallback={null}>
        {dialog === 'versions' ? <VersionsDialog agent={agent} onClose={() => setDialog(null)} /> : null}
        {dialog === 'inspector' ? <InspectorDialog agent={agent} onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </Stack>
  );
}
