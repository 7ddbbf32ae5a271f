// The content of one editor panel. Every edit goes through the controller (unpublished at once,
// saved after the quiet period).
import { AdvancedPanel } from './AdvancedPanel';
import { PromptPanel } from './PromptPanel';
import { SettingsPanel } from './SettingsPanel';
import { TemplatePanel } from './TemplatePanel';
import { VariablesPanel } from './VariablesPanel';
import type { Panel } from './panels';
import type { AgentEditor } from './useAgentEditor';

export function EditorPanel({ panel, agent, fullEditor }: { panel: Panel; agent: AgentEditor; fullEditor: boolean }) {
  switch (panel) {
    case 'prompt':
      return <PromptPanel agent={agent} />;
    case 'settings':
      return <SettingsPanel agent={agent} fullEditor={fullEditor} />;
    case 'template':
      return <TemplatePanel agent={agent} fullEditor={fullEditor} />;
    case 'variables':
      return <VariablesPanel agent={agent} />;
    case 'advanced':
      return <AdvancedPanel agent={agent} />;
  }
}
