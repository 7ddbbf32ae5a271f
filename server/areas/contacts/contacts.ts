import { and, asc, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { cappedCount, totalExactDoc } from '../../kit/cappedCount';
import { z } from 'zod';
import type { AccountRow } from '../../auth/context';
import { contacts } from '../../db/schema';
import type { Db } from '../../db/store';
import { inTransaction } from '../../db/transaction';
import { recordEvent } from '../../events/record';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { done, reply, success } from '../../kit/schemas';
import { contactBody, dataFields, hasIdentity, searchPatterns, searchText, SORTABLE } from '../../rules/contactFields';
import { deepMerge } from '../../rules/deepMerge';
import { isUuid } from '../../../src/shared/validation';

type ContactRow = typeof contacts.$inferSelect;

const NEEDS_IDENTITY = 'firstName: A contact needs at least one of firstName, lastName, phoneNumber, email';
const NOT_FOUND = 'Contact not found';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().max(200).optional(),
  sort: z.enum(SORTABLE).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
const deleteBody = z.object({ id: z.string().min(1) });

const idParams = z.object({ id: z.string().describe('Contact id (uuid)') });

const contactDoc = reply('A contact: id, organizationId, createdAt, updatedAt plus free fields (firstName, lastName, phoneNumber, email, ...)');
const oneContact = reply('The contact', { success, contact: contactDoc });

/** Read-only fields win over anything stored in data. */
export function contactObject(row: ContactRow): Record<string, unknown> {
  return {
    ...row.data,
    id: row.id,
    organizationId: row.organizationId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * In the change's transaction (the outbox). The payload is the contact as the API returns it; the
 * event belongs to the organization, with the tree above it copied from the target (an owner or
 * member carries its organization's partner and reseller).
 */
function recordContactEvent(tx: Db, type: 'contact.created' | 'contact.updated', target: AccountRow, row: ContactRow) {
  return recordEvent(tx, {
    type,
    accountId: row.organizationId,
    partnerId: target.partnerId,
    resellerId: target.resellerId,
    payload: { contact: contactObject(row) },
  });
}

function orgOf(target: AccountRow): number {
  const org = target.organizationId;
  if (org === null) fail(400, 'No token or orgAccountId');
  return org;
}

function orderBy(sort: (typeof SORTABLE)[number], order: 'asc' | 'desc'): SQL[] {
  const dir = order === 'asc' ? asc : desc;
  if (sort === 'createdAt') return [dir(contacts.createdAt), dir(contacts.id)];
  if (sort === 'updatedAt') return [dir(contacts.updatedAt), dir(contacts.id)];
  // the key spelt as in the sort indexes (tables/contacts.ts): as a parameter it would match none
  const field = sql`lower(${contacts.data} ->> '${sql.raw(sort)}')`;
  return [sql`${field} ${sql.raw(order)} nulls last`, dir(contacts.id)];
}

export default defineArea({
  tag: 'Contacts',
  routes: ({ db }) => {
    async function findContact(organizationId: number, id: string): Promise<ContactRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(contacts)
        .where(and(eq(contacts.id, id), eq(contacts.organizationId, organizationId)));
      return row;
    }

    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/contact',
        auth: 'account',
        summary: 'A page of the target organization\'s contacts, with search and sort',
        query: listQuery,
        response: reply('A page of contacts', {
          success,
          contacts: z.array(contactDoc),
          total: z.number().int(),
          totalExact: totalExactDoc,
          page: z.number().int(),
          pageSize: z.number().int(),
        }),
        handler: async ({ query, target }) => {
          const organizationId = orgOf(target);
          const filters = [eq(contacts.organizationId, organizationId)];
          if (query.search?.trim()) {
            filters.push(or(...searchPatterns(query.search).map((p) => like(contacts.searchText, p)))!);
          }
          const where = and(...filters);
          const [rows, total] = await Promise.all([
            db
              .select()
              .from(contacts)
              .where(where)
              .orderBy(...orderBy(query.sort, query.order))
              .limit(query.pageSize)
              .offset((query.page - 1) * query.pageSize),
            cappedCount(db, contacts, where),
          ]);
          return {
            success: true,
            contacts: rows.map(contactObject),
            total: total.n,
            totalExact: total.exact,
            page: query.page,
            pageSize: query.pageSize,
          };
        },
      }),

      defineRoute({
        method: 'GET',
        url: '/api/v2/contact/:id',
        auth: 'account',
        summary: 'One contact of the target organization',
        params: idParams,
        response: oneContact,
        errors: { 404: NOT_FOUND },
        handler: async ({ params, target }) => {
          const row = await findContact(orgOf(target), params.id);
          if (!row) fail(404, NOT_FOUND);
          return { success: true, contact: contactObject(row) };
        },
      }),

      defineRoute({
        method: 'POST',
        url: '/api/v2/contact',
        permission: 'canEditOrg',
        auth: 'account',
        summary: 'Create a contact (201), or update one when `id` is given (deep merge; null removes a field)',
        bodyLimit: 64 * 1024,
        body: contactBody.describe('Free fields; names match ^[A-Za-z][A-Za-z0-9_]{0,63}$; 64 kB at most'),
        response: { 200: oneContact, 201: oneContact },
        errors: { 404: NOT_FOUND },
        idempotent: true,
        handler: async ({ body, target, reply: res, db }) => {
          const organizationId = orgOf(target);
          const fields = dataFields(body);
          if (body.id === undefined) {
            const data = deepMerge({}, fields);
            if (!hasIdentity(data)) fail(400, NEEDS_IDENTITY);
            const row = await inTransaction(db, async (tx) => {
              const [created] = await tx
                .insert(contacts)
                .values({ organizationId, data, searchText: searchText(data) })
                .returning();
              await recordContactEvent(tx, 'contact.created', target, created);
              return created;
            });
            res.code(201);
            return { success: true, contact: contactObject(row) };
          }
          // Read-merge-write under a row lock, so two concurrent updates both land.
          const row = await inTransaction(db, async (tx) => {
            const [existing] = await tx
              .select()
              .from(contacts)
              .where(and(eq(contacts.id, body.id!), eq(contacts.organizationId, organizationId)))
              .for('update');
            if (!existing) fail(404, NOT_FOUND);
            const data = deepMerge(existing.data, fields);
            if (!hasIdentity(data)) fail(400, NEEDS_IDENTITY);
            const [updated] = await tx
              .update(contacts)
              .set({ data, searchText: searchText(data), updatedAt: new Date() })
              .where(eq(contacts.id, existing.id))
              .returning();
            await recordContactEvent(tx, 'contact.updated', target, updated);
            return updated;
          });
          return { success: true, contact: contactObject(row) };
        },
      }),

      defineRoute({
        method: 'DELETE',
        url: '/api/v2/contact',
        permission: 'canEditOrg',
        auth: 'account',
        summary: 'Delete a contact of the target organization',
        body: deleteBody,
        response: done,
        errors: { 404: NOT_FOUND },
        handler: async ({ body, target }) => {
          const organizationId = orgOf(target);
          if (!isUuid(body.id)) fail(404, NOT_FOUND);
          const deleted = await db
            .delete(contacts)
            .where(and(eq(contacts.id, body.id), eq(contacts.organizationId, organizationId)))
            .returning({ id: contacts.id });
          if (deleted.length === 0) fail(404, NOT_FOUND);
          return { success: true };
        },
      }),
    ];
  },
});
