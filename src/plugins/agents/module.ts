// The agents plugin (issue 9): the agent editor and its overlays, the test chat, compare and
// save-conflict views, and templates. Every screen loads lazily; labels and paths are in the manifest.
import TemplateIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import { definePlugin, type AccessCheck } from '@kernel/sdk';

const elevated: AccessCheck = (p) => p.canSeePartnerControls;
/** the org's home lists its agents: an organization (or one of its agents) is viewed */
const inOrganization: AccessCheck = (p, { account }) =>
  p.canViewOrg && (account?.accountType === 'organization' || account?.accountType === 'agent');

export default definePlugin({
  id: 'agents',
  resources: {
    agents: { adapter: { load: () => import('./api/agentsAdapter').then((m) => m.agentsAdapter) } },
    templates: { adapter: { load: () => import('./api/templatesAdapter').then((m) => m.templatesAdapter) }, list: () => import('./templates/TemplateList'), icon: TemplateIcon },
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
  dashboardWidgets: {
    agents: { load: () => import('./home/AgentsWidget'), canAccess: inOrganization },
  },
});
