// The page's picture (issue 24 item 1; spec doc 2: POST /api/v1/profile/dp, form data): one image in
// multipart field `file`, its type read from its content, at most MAX_AVATAR_BYTES, then re-encoded by
// the server (server/profile/avatar.ts: at most 512 px a side, no metadata, WebP); DELETE removes it. The page is the target account's (a member's: its
// organization's), canEditOrg there.
import multipart from '@fastify/multipart';
import type { AccountRow } from '../../auth/context';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { avatarType, resizeAvatar } from '../../profile/avatar';
import { AVATAR_MAX_SIDE, AVATAR_MISSING, AVATAR_TOO_LARGE, AVATAR_TYPE_REFUSED, AVATAR_UNREADABLE, MAX_AVATAR_BYTES } from '../../profile/messages';
import { avatarUrl, pageAccountOf, pageOf, pageView, upsertPage } from '../../profile/pages';

const pageReply = reply('The page', { success, page: reply('The page (see GET /api/v1/profile/page)') });

export default defineArea({
  tag: 'Profile',
  routes: async ({ db }, app) => {
    // this area's scope only: one file, nothing past the limit is read
    await app.register(multipart, { limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 2, parts: 3 } });
    const subject = ({ target }: { target: AccountRow }) => pageAccountOf(db, target);
    return [
      defineRoute({
        method: 'POST',
        url: '/api/v1/profile/dp',
        auth: 'account',
        permission: 'canEditOrg',
        subject,
        summary: `Upload the page's picture: one PNG, JPEG, GIF or WebP image of at most ${MAX_AVATAR_BYTES / 1024 / 1024} MB as multipart field \`file\`; its type is read from its content, and the server stores it re-encoded as WebP of at most ${AVATAR_MAX_SIDE} px a side without metadata`,
        response: pageReply,
        errors: { 400: AVATAR_UNREADABLE, 413: AVATAR_TOO_LARGE, 415: AVATAR_TYPE_REFUSED },
        idempotent: { exempt: 'setting a state: a repeated upload stores the same picture' },
        handler: async ({ request, subject: owner, audit }) => {
          if (!request.isMultipart()) fail(400, AVATAR_MISSING);
          const file = await request.file();
          if (!file || file.fieldname !== 'file') fail(400, AVATAR_MISSING);
          let data: Buffer;
          try {
            data = await file.toBuffer();
          } catch (error) {
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') fail(413, AVATAR_TOO_LARGE);
            throw error;
          }
          if (file.file.truncated) fail(413, AVATAR_TOO_LARGE);
          if (data.length === 0) fail(400, AVATAR_MISSING);
          await avatarType(data);
          const stored = await resizeAvatar(data);
          const before = await pageOf(db, owner.id);
          const row = await upsertPage(db, owner.id, { avatar: stored.data, avatarType: stored.type, avatarUpdatedAt: new Date() });
          await audit({
            action: 'profile.avatar.changed',
            target: owner,
            before: { avatarUrl: avatarUrl(owner, before) },
            after: { type: stored.type, size: stored.data.length, width: stored.width, height: stored.height },
          });
          return { success: true, page: pageView(owner, row) };
        },
      }),
      defineRoute({
        method: 'DELETE',
        url: '/api/v1/profile/dp',
        auth: 'account',
        permission: 'canEditOrg',
        subject,
        summary: "Remove the page's picture",
        response: pageReply,
        handler: async ({ subject: owner, audit }) => {
          const before = await pageOf(db, owner.id);
          const row = await upsertPage(db, owner.id, { avatar: null, avatarType: null, avatarUpdatedAt: null });
          if (before?.avatarUpdatedAt) await audit({ action: 'profile.avatar.changed', target: owner, before: { avatarUrl: avatarUrl(owner, before) }, after: { avatarUrl: null } });
          return { success: true, page: pageView(owner, row) };
        },
      }),
    ];
  },
});
