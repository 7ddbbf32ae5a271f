// ?setupAgent=<agent id>: the editor opened on its template (the fields a new agent is set up with).
import type { OverlayProps } from '@kernel/sdk';
import { AgentEditor } from '../editor/AgentEditor';

export default function SetupAgentOverlay(props: OverlayProps) {
  return <AgentEditor {...props} panel="template" />;
}
