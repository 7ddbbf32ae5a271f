// The app catalogue an agent picks apps and functions from (GET /api/v2/agent/functions), and the
// checks a payload's apps, enabledFunctions and voice must pass against it.
import { asc } from 'drizzle-orm';
import { agentApps } from '../db/schema';
import type { Db } from '../db/store';
import { UNKNOWN_APP, UNKNOWN_VOICE } from './messages';
import { appKey, type CampaignPayload } from './payload';
import { isVoiceId } from './voices';

export interface AppFunction {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface CatalogueApp {
  appId: string;
  version: string;
  name: string;
  description: string;
  functions: AppFunction[];
}

export async function loadCatalogue(db: Db): Promise<CatalogueApp[]> {
  const rows = await db.select().from(agentApps).orderBy(asc(agentApps.appId), asc(agentApps.version));
  return rows.map((r) => ({ ...r, functions: r.functions as unknown as AppFunction[] }));
}

/** The first problem of the payload against the catalogue as `field: message`, or null. */
export function catalogueProblem(payload: CampaignPayload, catalogue: readonly CatalogueApp[]): string | null {
  const byKey = new Map(catalogue.map((app) => [appKey(app), app]));
  for (const [i, app] of payload.apps.entries()) if (!byKey.has(appKey(app))) return `apps.${i}: ${UNKNOWN_APP}`;
  for (const [key, names] of Object.entries(payload.enabledFunctions)) {
    const app = byKey.get(key);
    if (!app) return `enabledFunctions.${key}: ${UNKNOWN_APP}`;
    const unknown = names.find((name) => !app.functions.some((f) => f.name === name));
    if (unknown !== undefined) return `enabledFunctions.${key}: Unknown function ${unknown.slice(0, 100)}`;
  }
  for (const [i, a] of payload.actions.entries()) {
    if (a.function === undefined) continue;
    const app = a.app ? byKey.get(a.app) : undefined;
    if (!app?.functions.some((f) => f.name === a.function)) return `actions.${i}.function: Unknown function`;
  }
  if (!isVoiceId(payload.voice)) return `voice: ${UNKNOWN_VOICE}`;
  return null;
}

/** The functions a campaign lets the model call: enabledFunctions resolved against the catalogue. */
export function enabledFunctionsOf(payload: CampaignPayload, catalogue: readonly CatalogueApp[]): (AppFunction & { app: string })[] {
  const out: (AppFunction & { app: string })[] = [];
  for (const app of catalogue) {
    const names = payload.enabledFunctions[appKey(app)];
    if (!names) continue;
    for (const f of app.functions) if (names.includes(f.name)) out.push({ ...f, app: appKey(app) });
  }
  return out;
}
