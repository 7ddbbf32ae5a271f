// The webhooks plugin's toggle (enableWebhooks, from the domain profiles down to the organization)
// stops deliveries as it stops the routes: an organization that switched the feature off has no
// screen to see a delivery log nor to switch an endpoint off, so nothing may leave on its behalf.
import { eq } from 'drizzle-orm';
import { resolvedSettingsOf } from '../accountView';
import { accounts } from '../db/schema';
import type { Db } from '../db/store';
import { isPluginOn } from '../kit/pluginToggle';

const WEBHOOKS = 'webhooks';

export async function webhooksOnFor(db: Db, accountId: number): Promise<boolean> {
  const [org] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return !!org && isPluginOn(WEBHOOKS, await resolvedSettingsOf(db, org));
}

/** The same, asked once per organization for the length of one fan-out batch. */
export function pluginCache(db: Db): (accountId: number) => Promise<boolean> {
  const known = new Map<number, Promise<boolean>>();
  return (accountId) => {
    let on = known.get(accountId);
    if (!on) known.set(accountId, (on = webhooksOnFor(db, accountId)));
    return on;
  };
}
