// The apps catalogue as the integrations screens see it (spec 1 §3 App: appId, appVersion, app data,
// reload flag, dependencies.providers.auth with parameters.properties): the agents' app catalogue
// (agent_apps: name, description, functions) with each app's dependencies, and the organization's
// installation of it (app_installs). Secret parameters (format password / writeOnly) are stored
// sealed and never returned: the answer says which are set.
import { and, eq } from 'drizzle-orm';
import { loadCatalogue, type CatalogueApp } from '../agents/catalogue';
import { appInstalls } from '../db/schema';
import type { Db } from '../db/store';
import { unsealSecret } from './secrets';

export interface AuthParameter {
  type: 'string';
  title: string;
  description?: string;
  format?: 'password' | 'uri' | 'email';
  writeOnly?: boolean;
}

export interface AppDependencies {
  providers: { auth: { parameters: { properties: Record<string, AuthParameter>; required: string[] } } };
  /** books in the organization's connected calendar (the schedule overlay) */
  calendar?: true;
}

const NO_AUTH: AppDependencies = { providers: { auth: { parameters: { properties: {}, required: [] } } } };

/** The dependencies of the catalogue's apps, by `appId:version` (an app not listed needs no parameters). */
export const APP_DEPENDENCIES: Record<string, AppDependencies> = {
  'calendar:1': { ...NO_AUTH, calendar: true },
  'crm:2': {
    providers: {
      auth: {
        parameters: {
          properties: {
            apiKey: { type: 'string', title: 'API key', description: 'The key your CRM issued for this workspace', format: 'password', writeOnly: true },
            baseUrl: { type: 'string', title: 'CRM address', description: 'https://…', format: 'uri' },
          },
          required: ['apiKey'],
        },
      },
    },
  },
};

export const isSecret = (p: AuthParameter) => p.writeOnly === true || p.format === 'password';
export const dependenciesOf = (app: { appId: string; version: string }) => APP_DEPENDENCIES[`${app.appId}:${app.version}`] ?? NO_AUTH;

type InstallRow = typeof appInstalls.$inferSelect;

export function appView(app: CatalogueApp, install: InstallRow | undefined) {
  const dependencies = dependenciesOf(app);
  const properties = dependencies.providers.auth.parameters.properties;
  let secretsSet: string[] = [];
  if (install?.secretsSealed) {
    try {
      secretsSet = Object.keys(JSON.parse(unsealSecret(install.secretsSealed)) as Record<string, string>).filter((k) => k in properties);
    } catch {
      secretsSet = []; // sealed under another key: to be entered again
    }
  }
  return {
    appId: app.appId,
    appVersion: app.version,
    name: app.name,
    description: app.description,
    functions: app.functions.map((f) => f.name),
    dependencies,
    installed: install !== undefined,
    enabled: install?.enabled ?? false,
    settings: install ? install.settings : {},
    secretsSet,
    installedAt: install?.createdAt.toISOString() ?? null,
  };
}

export async function catalogueFor(db: Db, accountId: number) {
  const [apps, installs] = await Promise.all([loadCatalogue(db), db.select().from(appInstalls).where(eq(appInstalls.accountId, accountId))]);
  const byKey = new Map(installs.map((i) => [`${i.appId}:${i.version}`, i]));
  return apps.map((app) => appView(app, byKey.get(`${app.appId}:${app.version}`)));
}

export async function installOf(db: Db, accountId: number, appId: string, version: string) {
  const [row] = await db
    .select()
    .from(appInstalls)
    .where(and(eq(appInstalls.accountId, accountId), eq(appInstalls.appId, appId), eq(appInstalls.version, version)));
  return row;
}

/**
 * The values entered for an app's parameters, checked against its dependencies: split into settings
 * and secrets, or the first problem as `app.<name>: message`. `previous`: the secrets kept when an
 * update leaves one out.
 */
export function checkParameters(
  dependencies: AppDependencies,
  values: Record<string, string>,
  previous: Record<string, string> = {},
): { settings: Record<string, string>; secrets: Record<string, string> } | { problem: string } {
  const { properties, required } = dependencies.providers.auth.parameters;
  const settings: Record<string, string> = {};
  const secrets: Record<string, string> = { ...previous };
  for (const [name, value] of Object.entries(values)) {
    const parameter = properties[name];
    if (!parameter) return { problem: `app.${name.slice(0, 60)}: Unknown parameter` };
    const text = value.trim();
    if (parameter.format === 'uri' && text && !/^https?:\/\/[^\s/]+/i.test(text)) return { problem: `app.${name}: Expected an http(s) address` };
    if (parameter.format === 'email' && text && !/^[^\s@]+@[^\s@]+$/.test(text)) return { problem: `app.${name}: Expected an email address` };
    if (isSecret(parameter)) {
      if (text) secrets[name] = text;
    } else if (text) settings[name] = text;
  }
  for (const name of required) if (!settings[name] && !secrets[name]) return { problem: `app.${name}: Required` };
  return { settings, secrets };
}
