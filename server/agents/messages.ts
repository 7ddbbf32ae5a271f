// The agents area's messages and limits in one place (issue 9): routes, rules and tests import
// these, so the contract (docs/api-contract.md, "Agents and templates") and the code cannot drift.

/** Spec 1 §5: save and publish refuse an empty prompt with this message (field agentInstructions). */
export const PLEASE_ENTER_PROMPT = 'Please enter a prompt.';
/** The documented prompt cap (characters). */
export const PROMPT_MAX_CHARS = 100_000;
/** Body limit of the routes that take a whole campaign payload. */
export const CAMPAIGN_BODY_LIMIT = 512 * 1024;
export const MAX_ACTIONS = 50;
export const MAX_VERSIONS_PER_AGENT = 200;

export const NOT_AN_AGENT = 'targetAccountId: Expected an agent account';
export const STALE_REVISION = 'This agent was changed by someone else. Review both versions before saving.';
export const STALE_TEMPLATE = 'This template was changed by someone else. Review both versions before saving.';
export const FAILING_SCENARIOS = 'Some test scenarios fail on this version. Publish anyway?';
export const NOTHING_PUBLISHED = 'Nothing has been published yet';
export const VERSION_NOT_FOUND = 'Version not found';
export const TEMPLATE_NOT_FOUND = 'Template not found';
/** A template created without a name (spec 1 §3 gives a template none; the console always sends one). */
export const UNTITLED_TEMPLATE = 'Untitled template';
export const FOLLOWS_TEMPLATE = 'This agent follows a template; detach it to edit the prompt';
export const NOT_A_TEMPLATE_AGENT = 'This agent does not follow a template';
export const FULL_EDITOR_ONLY = 'Only the template fields, voice and timezone may change without the full editor';
export const TEMPLATE_OWNER_EXPECTED = 'targetAccountId: Expected a reseller or partner account';
export const ORG_EXPECTED = 'targetAccountId: Expected an organization';
export const DUPLICATE_ACTION = 'Duplicate action name';
export const UNKNOWN_APP = 'Unknown app';
export const UNKNOWN_VOICE = 'Unknown voice';

/**
 * Audit detail of a save that carried no `baseRevision` (a client that never saw the console: spec
 * document 2 names no such field): accepted, last write wins, and the log says so.
 */
export const NO_BASE_REVISION = { noBaseRevision: true } as const;

export const AUDIT_ACTIONS = {
  'agent.saved.noBaseRevision': 'Agent saved without a base revision (last write wins)',
  'agent.published': 'Agent published',
  'agent.reverted': 'Agent reverted to the published version',
  'agent.version.created': 'Agent version created',
  'agent.version.renamed': 'Agent version renamed',
  'agent.version.replaced': 'Agent version replaced with a snapshot',
  'agent.version.restored': 'Agent version restored',
  'agent.createdFromTemplate': 'Agent created from a template',
  'agent.detached': 'Agent detached from its template',
  'agent.scenario.created': 'Agent test scenario saved',
  'agent.scenario.deleted': 'Agent test scenario deleted',
  'template.created': 'Template created',
  'template.updated': 'Template updated',
  'template.renamed': 'Template renamed',
  'template.deleted': 'Template deleted',
  'template.migrated': 'Template migrated to its agents',
} as const;
