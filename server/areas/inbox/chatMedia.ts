// Media for the inbox's messages (spec document 2: POST /api/v1/chat/media, form data): a person
// uploads one image or PDF (multipart field `file`), then sends its id with a message; the file is
// served back to the same organization only (server/inbox/media.ts).
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { scopeOf } from '../../numbers/scope';
import { MAX_MEDIA_BYTES, MEDIA_FILE_MISSING, MEDIA_NOT_FOUND, MEDIA_TOO_LARGE, MEDIA_TYPE_REFUSED } from '../../inbox/constants';
import { mediaHeaders, mediaOf, storeMedia } from '../../inbox/media';
import { mediaDoc } from '../../inbox/schemas';

export default defineArea({
  tag: 'Inbox',
  routes: async ({ db }, app) => {
    // this area's scope only: one file, no other fields, nothing past the limit is read
    await app.register(multipart, { limits: { fileSize: MAX_MEDIA_BYTES, files: 1, fields: 4, parts: 5 } });
    return [
      defineRoute({
        method: 'POST',
        url: '/api/v1/chat/media',
        auth: 'account',
        permission: 'canEditOrg',
        idempotent: { exempt: 'an upload sent twice is two unsent media; only a message that sends one uses it' },
        summary: `Upload one image (PNG, JPEG, GIF, WebP) or PDF, at most ${MAX_MEDIA_BYTES / 1024 / 1024} MB, as multipart field \`file\`; its type is read from its content`,
        response: reply('The stored medium; send its id with a message', { success, media: mediaDoc }),
        errors: { 413: MEDIA_TOO_LARGE, 415: MEDIA_TYPE_REFUSED },
        handler: async ({ request, target, caller }) => {
          if (!request.isMultipart()) fail(400, MEDIA_FILE_MISSING);
          const file = await request.file();
          if (!file || file.fieldname !== 'file') fail(400, MEDIA_FILE_MISSING);
          let data: Buffer;
          try {
            data = await file.toBuffer();
          } catch (error) {
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') fail(413, MEDIA_TOO_LARGE);
            throw error;
          }
          if (data.length === 0) fail(400, MEDIA_FILE_MISSING);
          return { success: true, media: await storeMedia(db, { accountId: scopeOf(target).accountId, userId: caller.id }, data, file.filename) };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v1/chat/media/:id',
        auth: 'account',
        summary: 'A medium sent in the organization\'s inbox (images inline, PDF as an attachment; nosniff)',
        params: z.object({ id: z.string().max(64).describe('The medium\'s id') }),
        produces: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'],
        response: z.string().describe('The file'),
        errors: { 404: MEDIA_NOT_FOUND },
        handler: async ({ params, target, reply: res }) => {
          const row = await mediaOf(db, scopeOf(target).accountId, params.id);
          return res.headers(mediaHeaders(row)).send(row.data);
        },
      }),
    ];
  },
});
