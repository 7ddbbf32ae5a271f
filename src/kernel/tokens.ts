// Contribution tokens. This file imports nothing of ours on purpose: an import cycle through
// here would leave `@inject(TOKEN)` undefined at decoration time.
export const TOKENS = {
  /** react-admin resource definitions (ResourceContribution) */
  Resource: Symbol.for('switchboard.Resource'),
  /** data-provider mapping for one resource (ResourceAdapterContribution) */
  ResourceAdapter: Symbol.for('switchboard.ResourceAdapter'),
  /** overlay screens opened by a query parameter (OverlayContribution) */
  Overlay: Symbol.for('switchboard.Overlay'),
  /** sidebar menu entries (MenuContribution) */
  Menu: Symbol.for('switchboard.Menu'),
  /** panels shown on the settings route (SettingsPanelContribution) */
  SettingsPanel: Symbol.for('switchboard.SettingsPanel'),
  /** extra access rules, keyed by name (AccessRuleContribution) */
  AccessRule: Symbol.for('switchboard.AccessRule'),
  /** custom routes inside the signed-in layout (RouteContribution) */
  Route: Symbol.for('switchboard.Route'),
  /** kernel services a plugin may inject */
  HttpClient: Symbol.for('switchboard.HttpClient'),
  Session: Symbol.for('switchboard.Session'),
} as const;
