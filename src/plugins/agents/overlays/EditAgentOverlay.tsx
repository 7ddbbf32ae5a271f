// ?editAgent=<agent id>
import type { OverlayProps } from '@kernel/sdk';
import { AgentEditor } from '../editor/AgentEditor';

export default function EditAgentOverlay(props: OverlayProps) {
  return <AgentEditor {...props} panel="prompt" />;
}
