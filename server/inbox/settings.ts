// The organization's inbox settings (issue 19 point 4): how long a person's reply keeps the agent
// quiet in its room. No row is the default.
import { eq } from 'drizzle-orm';
import { inboxSettings } from '../db/schema';
import type { Db } from '../db/store';
import { DEFAULT_TAKEOVER_MINUTES } from './constants';

export interface InboxSettings {
  takeoverMinutes: number;
}

export async function settingsOf(db: Db, accountId: number): Promise<InboxSettings> {
  const [row] = await db.select({ takeoverMinutes: inboxSettings.takeoverMinutes }).from(inboxSettings).where(eq(inboxSettings.accountId, accountId));
  return { takeoverMinutes: row?.takeoverMinutes ?? DEFAULT_TAKEOVER_MINUTES };
}

export async function saveSettings(db: Db, accountId: number, settings: InboxSettings): Promise<InboxSettings> {
  const values = { takeoverMinutes: settings.takeoverMinutes, updatedAt: new Date() };
  await db.insert(inboxSettings).values({ accountId, ...values }).onConflictDoUpdate({ target: inboxSettings.accountId, set: values });
  return settings;
}
