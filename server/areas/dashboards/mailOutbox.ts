// The mail outbox of an organization (issue 10 point 15; docs/api-contract.md "Scheduled reports"):
// the last messages sent about it, with their delivery status, and which email provider runs. With
// no SMTP_URL the outbox is the delivery, and the console says so plainly.
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { targetOrganization } from '../../accounts/targets';
import { ownerOrAbove } from '../../auth/permissionChecks';
import { mailOutbox } from '../../db/schema';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { selectEmailProvider } from '../../providers/email';

export const OUTBOX_PAGE = 50;

export default defineArea({
  tag: 'Metrics',
  routes: ({ db }) => {
    const provider = selectEmailProvider(db).info;
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/mailOutbox',
        auth: 'account',
        allow: ownerOrAbove,
        subject: ({ request }) => targetOrganization(db, request),
        permission: 'canEditOrg',
        summary: `The last ${OUTBOX_PAGE} messages sent about the target organization, newest first, and the email provider (kind outbox: no SMTP server configured)`,
        response: reply('Provider and messages', {
          success,
          provider: reply('kind (outbox | smtp) and label'),
          messages: z.array(reply('id, recipient, subject, attachmentName, attachmentSize, status (stored | sent | failed), error, createdAt')),
        }),
        handler: async ({ subject: org }) => {
          const rows = await db
            .select({
              id: mailOutbox.id,
              recipient: mailOutbox.recipient,
              subject: mailOutbox.subject,
              attachmentName: mailOutbox.attachmentName,
              attachmentSize: mailOutbox.attachmentSize,
              status: mailOutbox.status,
              error: mailOutbox.error,
              createdAt: mailOutbox.createdAt,
            })
            .from(mailOutbox)
            .where(eq(mailOutbox.accountId, org.id))
            .orderBy(desc(mailOutbox.id))
            .limit(OUTBOX_PAGE);
          return { success: true, provider, messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
        },
      }),
    ];
  },
});
