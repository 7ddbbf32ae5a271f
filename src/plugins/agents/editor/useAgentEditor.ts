// One agent editor's controller (rules/editorController.ts) over the agents resource's data-provider
// methods, and the latest campaign state the server answered (for the compare and status views).
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useDataProvider, useRefresh, type DataProvider } from 'react-admin';
import { useConfirm } from '@kernel/sdk';
import { messages } from '../messages';
import { storage } from '../../../adapters/storage';
import type { AgentActions } from '../api/agentsAdapter';
import type { CampaignState } from '../api/types';
import type { Campaign } from '../rules/campaign';
import { draftStore } from '../rules/draftStore';
import { AgentEditorController, type AgentBackend, type EditorState } from '../rules/editorController';

export type AgentsProvider = DataProvider & AgentActions;

/** The campaign the editor edits: staging, with the template's values in template mode. */
export const editableCampaign = (state: CampaignState): Campaign => ({ ...state.staging, templateValues: state.templateValues });

export const agentsDrafts = draftStore(storage);

export interface AgentEditor {
  controller: AgentEditorController;
  editor: EditorState;
  server: CampaignState;
  /** reads the agent again after an action outside the save cycle (restore, detach, apply template);
   * a changed mode remounts the editor with a controller of that mode */
  reloaded: () => Promise<boolean>;
  /** the inspector changed the campaign: the next save says so (`inspector: true`, canInspectJSON) */
  markInspected: () => void;
}

export function useAgentEditor(initial: CampaignState): AgentEditor {
  const dataProvider = useDataProvider<AgentsProvider>();
  const refresh = useRefresh();
  // read at publish time: a new confirm function must not make a new controller
  const confirm = useRef(useConfirm());
  const [server, setServer] = useState(initial);
  const inspected = useRef(false);
  const id = initial.id;
  const mode = initial.mode === 'TEMPLATE' ? 'template' : 'full';

  const controller = useMemo(() => {
    const backend: AgentBackend = {
      async load() {
        const { data } = await dataProvider.getOne<CampaignState & { id: number }>('agents', { id });
        setServer(data);
        return { campaign: editableCampaign(data), revision: data.revision };
      },
      async save(campaign, revision) {
        const inspector = inspected.current;
        const { data } = await dataProvider.saveCampaign('agents', { id, campaign, baseRevision: revision, mode: initial.mode, ...(inspector ? { inspector } : {}) });
        // only a confirmed save clears the flag: a retry after a failure still says it came from the inspector
        if (inspector) inspected.current = false;
        setServer(data);
        return { revision: data.revision };
      },
      async publish(revision, confirmFailingScenarios) {
        const { data } = await dataProvider.publishAgent('agents', { id, baseRevision: revision, confirmFailingScenarios });
        setServer(data);
        return { revision: data.revision };
      },
      async revert() {
        const { data } = await dataProvider.revertAgent('agents', { id });
        setServer(data);
      },
    };
    return new AgentEditorController(backend, { campaign: editableCampaign(initial), revision: initial.revision }, {
      agentId: String(id),
      mode,
      drafts: agentsDrafts,
      confirmFailingScenarios: (message) => confirm.current({ title: messages.buttons.publish, details: message, confirmLabel: messages.buttons.publishAnyway, confirmColor: 'warning' }),
    });
    // one controller per agent and mode: the initial state seeds it once
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, mode, dataProvider]);

  // closing the editor saves a pending change at once (the draft stays until the server confirms)
  useEffect(() => () => controller.close(), [controller]);
  const editor = useSyncExternalStore(controller.subscribe, controller.getState);
  const reloaded = async () => {
    const done = await controller.reload();
    refresh();
    return done;
  };
  const markInspected = () => {
    inspected.current = true;
  };
  return { controller, editor, server, reloaded, markInspected };
}
