// The apps catalogue and an organization's installed apps (issue 23 point 4; spec doc 2 "Apps and
// integrations": GET /api/v2/apps; GET, POST, PUT, DELETE /api/v2/apps/{appId}/{appVersion} with
// `app` and `reload`). POST installs with the values of the app's auth parameters
// (dependencies.providers.auth.parameters.properties), PUT changes them (a secret left out is kept),
// DELETE uninstalls. Secrets are sealed at rest and never returned nor audited. `reload: true` answers
// the whole catalogue too, so the screen refreshes its list in the same round trip.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { loadCatalogue } from '../../agents/catalogue';
import { appInstalls } from '../../db/schema';
import type { Db } from '../../db/store';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { appView, catalogueFor, checkParameters, dependenciesOf, installOf } from '../../integrations/appCatalogue';
import { integrationsGuard } from '../../integrations/guard';
import { APP_ALREADY_INSTALLED, APP_NOT_FOUND, APP_NOT_INSTALLED, INTEGRATION_AUDIT_ACTIONS } from '../../integrations/messages';
import { sealSecret, unsealSecret } from '../../integrations/secrets';

const appDoc = reply('An app: appId, appVersion, name, description, functions, dependencies (providers.auth.parameters: properties, required), installed, enabled, settings (the parameters that are not secret), secretsSet (names of the secret ones stored; never their values), installedAt');
const params = z.object({
  appId: z.string().trim().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'Expected an app id'),
  appVersion: z.string().trim().regex(/^[A-Za-z0-9_.-]{1,32}$/, 'Expected an app version'),
});
const body = z.object({
  app: z
    .record(z.string().max(64, 'At most 64 characters'), z.string().max(2000, 'At most 2000 characters'), 'Expected the app\'s parameter values')
    .refine((v) => Object.keys(v).length <= 50, 'At most 50 parameters')
    .default({})
    .describe('The values of the app\'s auth parameters, by name (secrets write-only)'),
  reload: z.boolean('Expected true or false').default(false).describe('Answer the whole catalogue too (`apps`)'),
});

async function findApp(db: Db, appId: string, version: string) {
  const app = (await loadCatalogue(db)).find((a) => a.appId === appId && a.version === version);
  if (!app) fail(404, APP_NOT_FOUND);
  return app;
}

const previousSecrets = (sealed: string | null): Record<string, string> => {
  if (!sealed) return {};
  try {
    return JSON.parse(unsealSecret(sealed)) as Record<string, string>;
  } catch {
    return {};
  }
};

export default defineArea({
  tag: 'Integrations',
  auditActions: INTEGRATION_AUDIT_ACTIONS,
  routes: ({ db }) => {
    const guard = integrationsGuard(db);
    const answer = async (dbx: Db, orgId: number, appId: string, version: string, reload: boolean) => {
      const app = await findApp(dbx, appId, version);
      const view = appView(app, await installOf(dbx, orgId, appId, version));
      return reload ? { success: true, app: view, apps: await catalogueFor(dbx, orgId) } : { success: true, app: view };
    };
    const response = reply('The app (and with reload, the catalogue)', { success, app: appDoc, apps: z.array(appDoc).optional() });
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/apps',
        ...guard,
        summary: 'The apps catalogue, each with the organization\'s installation (secrets never returned)',
        response: reply('The catalogue', { success, apps: z.array(appDoc) }),
        handler: async ({ subject: org }) => ({ success: true, apps: await catalogueFor(db, org.id) }),
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v2/apps/:appId/:appVersion',
        ...guard,
        summary: 'One app of the catalogue with the organization\'s installation',
        params,
        response,
        errors: { 404: APP_NOT_FOUND },
        handler: async ({ params: p, subject: org }) => answer(db, org.id, p.appId, p.appVersion, false),
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/apps/:appId/:appVersion',
        ...guard,
        summary: 'Install the app for the organization with its auth parameters',
        params,
        body,
        status: 201,
        idempotent: true,
        response,
        errors: { 404: APP_NOT_FOUND, 409: APP_ALREADY_INSTALLED },
        handler: async ({ params: p, body: input, subject: org, audit, db: tx }) => {
          const app = await findApp(tx, p.appId, p.appVersion);
          const checked = checkParameters(dependenciesOf(app), input.app);
          if ('problem' in checked) fail(400, checked.problem);
          const inserted = await tx
            .insert(appInstalls)
            .values({ accountId: org.id, appId: app.appId, version: app.version, settings: checked.settings, secretsSealed: Object.keys(checked.secrets).length ? sealSecret(JSON.stringify(checked.secrets)) : null })
            .onConflictDoNothing()
            .returning();
          if (inserted.length === 0) fail(409, APP_ALREADY_INSTALLED);
          await audit({ action: 'app.installed', target: org, after: { app: `${app.appId}:${app.version}`, settings: checked.settings, secretsSet: Object.keys(checked.secrets) } }, tx);
          return answer(tx, org.id, app.appId, app.version, input.reload);
        },
      }),
      defineRoute({
        method: 'PUT',
        url: '/api/v2/apps/:appId/:appVersion',
        ...guard,
        summary: 'Change an installed app\'s parameters (a secret left out keeps its stored value)',
        params,
        body,
        response,
        errors: { 404: `${APP_NOT_FOUND} | ${APP_NOT_INSTALLED}` },
        handler: async ({ params: p, body: input, subject: org, audit }) => {
          const app = await findApp(db, p.appId, p.appVersion);
          const install = await installOf(db, org.id, app.appId, app.version);
          if (!install) fail(404, APP_NOT_INSTALLED);
          const checked = checkParameters(dependenciesOf(app), input.app, previousSecrets(install.secretsSealed));
          if ('problem' in checked) fail(400, checked.problem);
          await db
            .update(appInstalls)
            .set({ settings: checked.settings, secretsSealed: Object.keys(checked.secrets).length ? sealSecret(JSON.stringify(checked.secrets)) : null, updatedAt: new Date() })
            .where(and(eq(appInstalls.accountId, org.id), eq(appInstalls.appId, app.appId), eq(appInstalls.version, app.version)));
          await audit({ action: 'app.updated', target: org, before: { settings: install.settings }, after: { app: `${app.appId}:${app.version}`, settings: checked.settings, secretsSet: Object.keys(checked.secrets) } });
          return answer(db, org.id, app.appId, app.version, input.reload);
        },
      }),
      defineRoute({
        method: 'DELETE',
        url: '/api/v2/apps/:appId/:appVersion',
        ...guard,
        summary: 'Uninstall the app (its stored parameters and secrets are deleted)',
        params,
        query: z.object({ reload: z.enum(['true', 'false'], 'Expected true or false').optional() }),
        response,
        errors: { 404: `${APP_NOT_FOUND} | ${APP_NOT_INSTALLED}` },
        handler: async ({ params: p, query: q, subject: org, audit }) => {
          const app = await findApp(db, p.appId, p.appVersion);
          const [row] = await db
            .delete(appInstalls)
            .where(and(eq(appInstalls.accountId, org.id), eq(appInstalls.appId, app.appId), eq(appInstalls.version, app.version)))
            .returning();
          if (!row) fail(404, APP_NOT_INSTALLED);
          await audit({ action: 'app.uninstalled', target: org, before: { app: `${app.appId}:${app.version}`, settings: row.settings } });
          return answer(db, org.id, app.appId, app.version, q.reload === 'true');
        },
      }),
    ];
  },
});
