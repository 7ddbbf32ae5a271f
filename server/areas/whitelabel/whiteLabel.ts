// The white-label domain profile of a partner or reseller (issue 3, point 7): read it, and set one of
// the keys a partner or reseller controls for everyone under it (the permission grants of spec
// section 6, the plugin toggles of plugin.manifest.json, and the four links of spec section 3).
// The target is the account that owns the profile; only elevated callers (super admin, partner,
// reseller) get here, and the gate already limits them to their subtree.
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { detectAccountType } from '../../../src/shared/permissionSet';
import { isHttpUrl } from '../../../src/shared/validation';
import { domainProfiles } from '../../db/schema';
import type { Db } from '../../db/store';
import { profilesOf } from '../../domains';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { accessUser } from '../../auth/permissionChecks';
import { CONTROLLED_KEYS } from '../../rules/settings';

const NO_PROFILE = 'No domain profile';
const MAX_URL_LENGTH = 2000;

/** Keys whose value is an http(s) link (or null). */
const LINK_KEYS: readonly string[] = ['talkToSalesUrl', 'supportUrl', 'privacyUrl', 'tosUrl'];

const settingBody = z.object({ key: z.string('Required').max(64), value: z.unknown() });

/**
 * The validated value to store (null = remove the key), or a 400. Flags are the keys a partner or
 * reseller controls (src/shared/controlledSettings.ts CONTROLLED_KEYS: the 11 grants and the plugin toggles).
 */
function settingValue(key: string, value: unknown): boolean | string | null {
  const isFlag = CONTROLLED_KEYS.includes(key);
  if (!isFlag && !LINK_KEYS.includes(key)) fail(400, 'key: Not a white-label setting');
  if (value === undefined) fail(400, 'value: Required (null removes the key)');
  if (value === null) return null;
  if (isFlag) {
    if (typeof value !== 'boolean') fail(400, `${key}: Expected true, false or null`);
    return value;
  }
  // Stored exactly as sent: a link with surrounding whitespace is refused, not trimmed.
  const isLink = typeof value === 'string' && value.length <= MAX_URL_LENGTH && value === value.trim() && isHttpUrl(value);
  if (!isLink) fail(400, `${key}: Must be an http(s) link`);
  return value;
}

/** The target's own profile (lowest id first when it owns several, as the lookup resolves it). */
async function ownedProfile(db: Db, ownerId: number) {
  const [row] = await db
    .select()
    .from(domainProfiles)
    .where(eq(domainProfiles.ownerAccountId, ownerId))
    .orderBy(asc(domainProfiles.id))
    .limit(1);
  return row;
}

const settingsDoc = z.record(z.string(), z.unknown());
const profileDoc = reply('The domain profile', {
  id: z.number().int(),
  name: z.string(),
  domain: z.string().nullable(),
  details: settingsDoc,
  settings: settingsDoc,
});

export default defineArea({
  tag: 'White label',
  auditActions: { 'domainProfile.changed': 'Domain profile setting changed' },
  routes: ({ db }) => [
    defineRoute({
      method: 'GET',
      url: '/api/v2/domainProfile',
      auth: 'elevated',
      summary: 'The domain profile the target (a partner or reseller) owns, and what a reseller inherits from its partner',
      response: reply('The profile', { success, domainProfile: profileDoc, inherited: settingsDoc }),
      errors: { 404: NO_PROFILE },
      handler: async ({ target }) => {
        const profile = await ownedProfile(db, target.id);
        if (!profile) fail(404, NO_PROFILE);
        const isReseller = !target.superAdmin && detectAccountType(accessUser(target)) === 'reseller';
        const inherited = isReseller ? ((await profilesOf(db, { partnerId: target.partnerId, resellerId: null })).partner?.settings ?? {}) : {};
        const { id, name, domain, details, settings } = profile;
        return { success: true, domainProfile: { id, name, domain, details, settings }, inherited };
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v2/domainProfile/setting',
      auth: 'elevated',
      summary:
        'Set one white-label key of the target\'s profile: a permission grant or plugin toggle (boolean), ' +
        'or talkToSalesUrl / supportUrl / privacyUrl / tosUrl (http(s) link); null removes it',
      bodyLimit: 16 * 1024,
      body: settingBody,
      response: reply('The profile\'s settings', { success, settings: settingsDoc }),
      errors: { 404: NO_PROFILE },
      handler: async ({ body, target, audit }) => {
        const value = settingValue(body.key, body.value);
        const settings = await db.transaction(async (tx) => {
          const t = tx as unknown as Db;
          // Read-modify-write under a row lock, so two concurrent toggles both land.
          const [profile] = await t
            .select()
            .from(domainProfiles)
            .where(eq(domainProfiles.ownerAccountId, target.id))
            .orderBy(asc(domainProfiles.id))
            .limit(1)
            .for('update');
          if (!profile) fail(404, NO_PROFILE);
          const next = { ...profile.settings };
          if (value === null) delete next[body.key];
          else next[body.key] = value;
          await t.update(domainProfiles).set({ settings: next }).where(eq(domainProfiles.id, profile.id));
          await audit(
            {
              action: 'domainProfile.changed',
              target,
              before: { [body.key]: profile.settings[body.key] ?? null },
              after: { [body.key]: value },
            },
            t,
          );
          return next;
        });
        return { success: true, settings };
      },
    }),
  ],
});
