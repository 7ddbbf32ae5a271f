import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { accountObject } from '../../accountView';
import { normalizeAddress } from '../../auth/codes';
import { accountById } from '../../auth/context';
import { accounts } from '../../db/schema';
import type { Db } from '../../db/store';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { emailAddress, phoneNumber } from '../../kit/fields';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { isElevated, mayChangeIdentity, permissionsOn } from '../../auth/permissionChecks';
import { assertIdentityProven, assertUnique, updateAccountFields } from '../../accounts/mutations';
import { isPlainObject, setPath } from '../../rules/deepMerge';
import { CONTROLLED_KEYS } from '../../rules/settings';

const accountUpdate = z.object({
  name: z.string().trim().min(1, 'Required').max(200).optional(),
  accountName: z.string().trim().min(1, 'Required').max(200).optional(),
  email: emailAddress.optional(),
  phoneNumber: phoneNumber.optional(),
});

const settingKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}(\.[A-Za-z0-9_-]{1,64}){0,7}$/, 'Expected a dotted settings key');
// A setting is a small piece of an account's state (a flag, a theme, a metrics list), not storage:
// one value is capped, and so is the whole settings document, which every view of the account reads.
export const MAX_SETTING_VALUE_BYTES = 64 * 1024;
export const MAX_SETTINGS_BYTES = 256 * 1024;
export const SETTING_TOO_LARGE = `Too large (at most ${MAX_SETTING_VALUE_BYTES / 1024} kB as JSON)`;
export const SETTINGS_TOO_LARGE = `value: The account's settings would exceed ${MAX_SETTINGS_BYTES / 1024} kB`;
const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '');
const settingValue = z.unknown().refine((value) => jsonBytes(value) <= MAX_SETTING_VALUE_BYTES, SETTING_TOO_LARGE);
const settingBody = z.object({ key: settingKey, value: settingValue });

const accountDoc = reply('The account object (see docs/api-contract.md)');
const accountResponse = reply('The target account, plus `user` (the caller) when they differ', {
  success,
  account: accountDoc,
  user: accountDoc.optional(),
});

/** The value at a dotted path of a settings object, if any. */
const valueAt = (source: Record<string, unknown>, path: string) =>
  path.split('.').reduce<unknown>((v, part) => (isPlainObject(v) && Object.hasOwn(v, part) ? v[part] : undefined), source);

export default defineArea({
  tag: 'Account',
  auditActions: { 'setting.changed': 'Account setting changed' },
  routes: ({ db }) => [
    defineRoute({
      method: 'GET',
      url: '/api/v1/account',
      permission: 'none',
      reason: "every signed-in account reads itself or an account of its subtree (checked by the kit)",
      auth: 'account',
      summary: 'The target account (default: the caller)',
      response: accountResponse,
      errors: { 404: 'Account not found' },
      handler: async ({ caller, target }) => {
        const account = await accountObject(db, target);
        if (target.id === caller.id) return { success: true, account };
        return { success: true, account, user: await accountObject(db, caller) };
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/account',
      permission: 'none',
      reason: "the caller's own profile fields, or an account of its subtree; the handler refuses the fields the caller may not change",
      auth: 'account',
      summary: 'Update name, account name, email or phone number of the target account',
      body: accountUpdate,
      response: accountResponse,
      errors: { 409: 'Email or phone number already used by another account' },
      handler: async ({ body, caller, target, audit }) => {
        if (!mayChangeIdentity(caller, target)) fail(403, 'Forbidden');
        const changes = { ...body, email: body.email === undefined ? undefined : normalizeAddress('email', body.email) };
        await assertUnique(db, changes, target.id);
        assertIdentityProven(caller, target, changes);
        await updateAccountFields(db, audit, target, changes);
        const row = await accountById(db, target.id);
        return { success: true, account: await accountObject(db, row!) };
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/accountSetting',
      permission: 'none',
      reason: "the keys a caller may set are decided per key by the handler (controlled settings, grants)",
      auth: 'account',
      summary:
        'Set one of the target account\'s own settings (dotted key; null removes it). Keys a partner or reseller ' +
        'controls (permission grants, plugin toggles) need an elevated caller; other keys need canEditOrg',
      body: settingBody,
      response: reply('The account\'s own settings', { success, settings: z.record(z.string(), z.unknown()) }),
      handler: async ({ body, caller, target, audit }) => {
        const { key, value } = body;
        if (/(^|\.)(__proto__|constructor|prototype)(\.|$)/.test(key)) fail(400, 'key: Not allowed');
        // Keys a partner or reseller controls (permission grants, plugin toggles) are theirs alone:
        // an org must not switch back on what they switched off, nor grant itself what they grant.
        const controlled = CONTROLLED_KEYS.includes(key.split('.')[0]);
        if (controlled) {
          if (!isElevated(caller)) fail(403, 'Forbidden');
        } else if (!(await permissionsOn(db, caller, target)).canEditOrg) {
          fail(403, 'Forbidden');
        }
        const stored = value === undefined ? null : value;
        const settings = await db.transaction(async (tx) => {
          const t = tx as unknown as Db;
          const [row] = await t.select({ settings: accounts.settings }).from(accounts).where(eq(accounts.id, target.id)).for('update');
          if (!row) fail(404, 'Account not found');
          const next = setPath(row.settings, key, stored);
          if (jsonBytes(next) > MAX_SETTINGS_BYTES) fail(400, SETTINGS_TOO_LARGE);
          await t.update(accounts).set({ settings: next }).where(eq(accounts.id, target.id));
          // Administrative changes only: controlled keys, and any key written on another account than
          // the caller's own. A user's ordinary own settings (onboarding progress, theme, metrics...)
          // change all the time and are not audited.
          if (controlled || target.id !== caller.id) {
            await audit(
              { action: 'setting.changed', target, before: { [key]: valueAt(row.settings, key) ?? null }, after: { [key]: stored } },
              t,
            );
          }
          return next;
        });
        return { success: true, settings };
      },
    }),
  ],
});
