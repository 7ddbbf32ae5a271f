// ?agentSettings=<agent id>: the editor opened on its settings (voice, language, timezone, campaign id).
import type { OverlayProps } from '@kernel/sdk';
import { AgentEditor } from '../editor/AgentEditor';

export default function AgentSettingsOverlay(props: OverlayProps) {
  return <AgentEditor {...props} panel="settings" />;
}
