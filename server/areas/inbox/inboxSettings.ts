// The organization's inbox settings (issue 19 point 4): takeoverMinutes, how long a person's reply
// keeps the agent quiet in its room. Changing them is audited.
import { z } from 'zod';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { scopeOf } from '../../numbers/scope';
import { DEFAULT_TAKEOVER_MINUTES, MAX_TAKEOVER_MINUTES, MIN_TAKEOVER_MINUTES } from '../../inbox/constants';
import { saveSettings, settingsOf } from '../../inbox/settings';

const settingsDoc = z.object({
  takeoverMinutes: z
    .number()
    .int('Expected whole minutes')
    .min(MIN_TAKEOVER_MINUTES, `From ${MIN_TAKEOVER_MINUTES} to ${MAX_TAKEOVER_MINUTES}`)
    .max(MAX_TAKEOVER_MINUTES, `From ${MIN_TAKEOVER_MINUTES} to ${MAX_TAKEOVER_MINUTES}`)
    .describe(`Minutes a person's reply keeps the agent quiet in its room (default ${DEFAULT_TAKEOVER_MINUTES})`),
});
const settingsReply = reply('The inbox settings', { success, settings: settingsDoc });

export default defineArea({
  tag: 'Inbox',
  routes: ({ db }) => [
    defineRoute({
      method: 'GET',
      url: '/api/v1/inbox/settings',
      auth: 'account',
      summary: 'The organization\'s inbox settings',
      response: settingsReply,
      handler: async ({ target }) => ({ success: true, settings: await settingsOf(db, scopeOf(target).accountId) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/v1/inbox/settings',
      auth: 'account',
      permission: 'canEditOrg',
      summary: 'Change the organization\'s inbox settings (audited); a room handled now keeps its end',
      body: settingsDoc,
      response: settingsReply,
      handler: async ({ body, target, audit }) => {
        const { accountId } = scopeOf(target);
        const before = await settingsOf(db, accountId);
        const settings = await saveSettings(db, accountId, body);
        if (before.takeoverMinutes !== settings.takeoverMinutes) await audit({ action: 'inbox.settingsChanged', before: { ...before }, after: { ...settings } });
        return { success: true, settings };
      },
    }),
  ],
});
