// The white-label domain profile of a partner or reseller (issue 3, point 7): read it, and set one of
// the keys a partner or reseller controls for everyone under it (the permission grants of spec
// section 6, the plugin toggles of plugin.manifest.json, and the four links of spec section 3).
// The target is the account that owns the profile; only elevated callers (super admin, partner,
// reseller) get here, and the gate already limits them to their subtree.
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { detectAccountType } from '../../src/kernel/permissionRules';
import { recordAudit } from '../audit';
import { requireAccount } from '../auth/context';
import { domainProfiles } from '../db/schema';
import type { Db } from '../db/store';
import { profilesOf } from '../domains';
import { authQuery, authResponses, errorResponse, fail, jsonSchema, obj, parse } from '../http';
import { accessUser, requireElevated } from '../permissions';
import { CONTROLLED_KEYS } from '../rules/settings';
import type { AreaOptions } from './types';

const NO_PROFILE = 'No domain profile';
const MAX_URL_LENGTH = 2000;

/** Keys whose value is an http(s) link (or null). */
const LINK_KEYS: readonly string[] = ['talkToSalesUrl', 'supportUrl', 'privacyUrl', 'tosUrl'];

const settingBody = z.object({ key: z.string('Required').max(64), value: z.unknown() });

/** An absolute http(s) URL without spaces or control characters (no `javascript:`, `data:`...). */
function isHttpLink(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return false;
  // eslint-disable-next-line no-control-regex
  if (!/^https?:\/\/[^\s\u0000-\u001f\u007f]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The validated value to store (null = remove the key), or a 400. Flags are the keys a partner or
 * reseller controls (src/kernel/controlledSettings.ts CONTROLLED_KEYS: the 11 grants and the plugin toggles).
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
  if (!isHttpLink(value)) fail(400, `${key}: Must be an http(s) link`);
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

const profileDoc = obj('The domain profile', {
  id: { type: 'integer' },
  name: { type: 'string' },
  domain: { type: 'string', nullable: true },
  details: { type: 'object' },
  settings: { type: 'object' },
});

export default async function domainProfileRoutes(app: FastifyInstance, { db }: AreaOptions): Promise<void> {
  const guard = [requireAccount(db), requireElevated];

  app.get('/api/v2/domainProfile', {
    preHandler: guard,
    schema: {
      tags: ['White label'],
      summary: 'The domain profile the target (a partner or reseller) owns, and what a reseller inherits from its partner',
      querystring: jsonSchema(authQuery),
      response: {
        200: obj('The profile', { success: { type: 'boolean' }, domainProfile: profileDoc, inherited: { type: 'object' } }),
        ...authResponses,
        404: { ...errorResponse, description: NO_PROFILE },
      },
    },
    handler: async (request) => {
      const { target } = request;
      const profile = await ownedProfile(db, target.id);
      if (!profile) fail(404, NO_PROFILE);
      const isReseller = !target.superAdmin && detectAccountType(accessUser(target)) === 'reseller';
      const inherited = isReseller ? ((await profilesOf(db, { partnerId: target.partnerId, resellerId: null })).partner?.settings ?? {}) : {};
      const { id, name, domain, details, settings } = profile;
      return { success: true, domainProfile: { id, name, domain, details, settings }, inherited };
    },
  });

  app.post('/api/v2/domainProfile/setting', {
    preHandler: guard,
    bodyLimit: 16 * 1024,
    schema: {
      tags: ['White label'],
      summary:
        'Set one white-label key of the target\'s profile: a permission grant or plugin toggle (boolean), ' +
        'or talkToSalesUrl / supportUrl / privacyUrl / tosUrl (http(s) link); null removes it',
      querystring: jsonSchema(authQuery),
      body: jsonSchema(settingBody),
      response: {
        200: obj('The profile\'s settings', { success: { type: 'boolean' }, settings: { type: 'object' } }),
        400: errorResponse,
        ...authResponses,
        404: { ...errorResponse, description: NO_PROFILE },
      },
    },
    handler: async (request) => {
      const body = parse(settingBody, request.body);
      const value = settingValue(body.key, body.value);
      const settings = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        // Read-modify-write under a row lock, so two concurrent toggles both land.
        const [profile] = await t
          .select()
          .from(domainProfiles)
          .where(eq(domainProfiles.ownerAccountId, request.target.id))
          .orderBy(asc(domainProfiles.id))
          .limit(1)
          .for('update');
        if (!profile) fail(404, NO_PROFILE);
        const next = { ...profile.settings };
        if (value === null) delete next[body.key];
        else next[body.key] = value;
        await t.update(domainProfiles).set({ settings: next }).where(eq(domainProfiles.id, profile.id));
        await recordAudit(t, request, {
          action: 'domainProfile.changed',
          target: request.target,
          before: { [body.key]: profile.settings[body.key] ?? null },
          after: { [body.key]: value },
        });
        return next;
      });
      return { success: true, settings };
    },
  });
}
