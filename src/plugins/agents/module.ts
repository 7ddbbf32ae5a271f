// The agents plugin (issue 9): the agent editor and its overlays, the test chat, compare and
// save-conflict views, and templates. Every screen loads lazily; labels and paths are in the manifest.
import { definePlugin, type AccessCheck } from '@kernel/sdk';

const elevated: AccessCheck = (p) => p.canSeePartnerControls;

export default definePlugin({
  id: 'agents',
  resources: {
    agents: { adapter: { load: () => import('./api/agentsAdapter').then((m) => m.agentsAdapter) } },
    templates: { adapter: { load: () => import('./api/templatesAdapter').then((m) => m.templatesAdapter) }, list: () => import('./templates/TemplateList') },
  },
  overlays: {
    editAgent: () => import('./overlays/EditAgentOverlay'),
    agentSettings: () => import('./overlays/AgentSettingsOverlay'),
    setupAgent: () => import('./overlays/SetupAgentOverlay'),
    testAgent: () => import('./overlays/TestAgentOverlay'),
    compareChanges: () => import('./overlays/CompareChangesOverlay'),
    saveConflict: () => import('./overlays/SaveConflictOverlay'),
    createTemplate: { load: () => import('./overlays/CreateTemplateOverlay'), canAccess: elevated },
    renameTemplate: { load: () => import('./overlays/RenameTemplateOverlay'), canAccess: elevated },
  },
  // who sees it (an organization or one of its agents in view) is the manifest's
  dashboardWidgets: { agents: { load: () => import('./home/AgentsWidget'), reads: ['agents'] } },
});
