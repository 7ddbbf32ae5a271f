import { describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '../../server/kit/cappedCount';
import { seedBulkContacts } from '../../server/seed';
import { call, serverWith } from './helpers';

const { server, t } = await serverWith(['reseller', 'acmeOwner', 'globexOwner']);
const token = t.acmeOwner;

describe('contacts CRUD', () => {
  it('lists the seeded contacts of the caller\'s org, newest first', async () => {
    const list = await call(server, 'GET', '/api/v2/contact', { token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ success: true, total: 7, page: 1, pageSize: 20 });
    expect(list.body.contacts.map((c: any) => c.firstName)).toEqual([
      'Hannah', 'Luca', 'Aisha', 'Tom', 'Priya', 'James', 'Maria',
    ]);
    for (const c of list.body.contacts) expect(c.organizationId).toBe(server.seeded.orgs.acme);
  });

  it('creates, reads, deep-merges and deletes', async () => {
    const created = await call(server, 'POST', '/api/v2/contact', {
      token,
      body: {
        firstName: 'Zoe',
        email: 'zoe@example.com',
        tags: ['a', 'b'],
        address: { city: 'Lyon', zip: '69001', geo: { lat: 45.7, lng: 4.8 } },
        organizationId: 999,
      },
    });
    expect(created.status).toBe(201);
    const contact = created.body.contact;
    expect(contact).toMatchObject({ firstName: 'Zoe', organizationId: server.seeded.orgs.acme, tags: ['a', 'b'] });
    expect(contact.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(contact.createdAt)).not.toBeNaN();

    const updated = await call(server, 'POST', '/api/v2/contact', {
      token,
      body: { id: contact.id, lastName: 'Durand', tags: ['c'], address: { city: 'Paris', geo: { lat: 48.9 } }, email: null },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.contact).toMatchObject({
      firstName: 'Zoe',
      lastName: 'Durand',
      tags: ['c'],
      address: { city: 'Paris', zip: '69001', geo: { lat: 48.9, lng: 4.8 } },
    });
    expect('email' in updated.body.contact).toBe(false);
    expect(Date.parse(updated.body.contact.updatedAt)).toBeGreaterThanOrEqual(Date.parse(contact.updatedAt));

    const read = await call(server, 'GET', `/api/v2/contact/${contact.id}`, { token });
    expect(read.body.contact).toEqual(updated.body.contact);

    expect(await call(server, 'DELETE', '/api/v2/contact', { token, body: { id: contact.id } })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await call(server, 'GET', `/api/v2/contact/${contact.id}`, { token })).status).toBe(404);
    expect((await call(server, 'DELETE', '/api/v2/contact', { token, body: { id: contact.id } })).status).toBe(404);
  });

  it('searches names, email and phone case-insensitively', async () => {
    const byName = await call(server, 'GET', '/api/v2/contact', { token, query: { search: 'PATEL' } });
    expect(byName.body.contacts.map((c: any) => c.lastName)).toEqual(['Patel']);
    const byEmail = await call(server, 'GET', '/api/v2/contact', { token, query: { search: 'aisha.j@' } });
    expect(byEmail.body.total).toBe(1);
    const byPhone = await call(server, 'GET', '/api/v2/contact', { token, query: { search: '(415) 555-0104' } });
    expect(byPhone.body.contacts.map((c: any) => c.firstName)).toEqual(['Tom']);
    const literal = await call(server, 'GET', '/api/v2/contact', { token, query: { search: '%' } });
    expect(literal.body.total).toBe(0);
  });

  it('sorts and pages', async () => {
    const page = await call(server, 'GET', '/api/v2/contact', {
      token,
      query: { sort: 'lastName', order: 'asc', page: '2', pageSize: '3' },
    });
    expect(page.body).toMatchObject({ total: 7, page: 2, pageSize: 3 });
    expect(page.body.contacts.map((c: any) => c.lastName)).toEqual(['Johnson', 'Patel', 'Rossi']);
  });

  it('rejects bad bodies and queries with the field name', async () => {
    const cases: [unknown, string][] = [
      [{ firstName: 'A', email: 'nope' }, 'email: Invalid email address'],
      [{ firstName: 'A', phoneNumber: 'abc' }, 'phoneNumber: Invalid phone number'],
      [{ firstName: 'A', 'bad-name': 1 }, 'bad-name: Invalid field name'],
      [{ company: 'Only a company' }, 'firstName: A contact needs at least one of firstName, lastName, phoneNumber, email'],
      [{ id: 'not-a-uuid', firstName: 'A' }, 'id: Invalid contact id'],
    ];
    for (const [body, message] of cases) {
      const reply = await call(server, 'POST', '/api/v2/contact', { token, body });
      expect(reply, JSON.stringify(body)).toEqual({ status: 400, body: { success: false, message } });
    }
    const big = await call(server, 'POST', '/api/v2/contact', { token, body: { firstName: 'A', note: 'x'.repeat(70_000) } });
    expect(big.status).toBe(413);
    expect(big.body.success).toBe(false);
    const sort = await call(server, 'GET', '/api/v2/contact', { token, query: { sort: 'password' } });
    expect(sort.status).toBe(400);
    expect(sort.body.message).toMatch(/^sort: /);
    const size = await call(server, 'GET', '/api/v2/contact', { token, query: { pageSize: '101' } });
    expect(size.body.message).toMatch(/^pageSize: /);
  });

  it('refuses an update that removes every identity field', async () => {
    const created = await call(server, 'POST', '/api/v2/contact', { token, body: { firstName: 'Solo' } });
    const reply = await call(server, 'POST', '/api/v2/contact', { token, body: { id: created.body.contact.id, firstName: null } });
    expect(reply.status).toBe(400);
  });

  it('keeps every one of eight concurrent updates (merge under a row lock)', async () => {
    const created = await call(server, 'POST', '/api/v2/contact', { token, body: { firstName: 'Race' } });
    const id = created.body.contact.id;
    const updates = Array.from({ length: 8 }, (_, i) =>
      call(server, 'POST', '/api/v2/contact', { token, body: { id, prefs: { [`k${i}`]: i } } }),
    );
    for (const r of await Promise.all(updates)) expect(r.status).toBe(200);
    const read = await call(server, 'GET', `/api/v2/contact/${id}`, { token });
    expect(read.body.contact.prefs).toEqual({ k0: 0, k1: 1, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7 });
  });

  it('answers No token or orgAccountId for a target without an organization', async () => {
    const reseller = t.reseller;
    const reply = await call(server, 'GET', '/api/v2/contact', { token: reseller });
    expect(reply).toEqual({ status: 400, body: { success: false, message: 'No token or orgAccountId' } });
    const asAcme = await call(server, 'GET', '/api/v2/contact', { token: reseller, target: server.seeded.orgs.acme });
    expect(asAcme.status).toBe(200);
    expect(asAcme.body.contacts[0].organizationId).toBe(server.seeded.orgs.acme);
  });

  it('pages and searches 10,000 contacts of one org', async () => {
    await seedBulkContacts(server.db, server.seeded.orgs.globex, 10_000);
    const globex = t.globexOwner;
    const all = await call(server, 'GET', '/api/v2/contact', { token: globex, query: { pageSize: '100', page: '50' } });
    // 10,006: the total is counted up to the lists' cap and flagged above it; the pages go on
    expect(all.body).toMatchObject({ total: LIST_COUNT_CAP, totalExact: false });
    expect(all.body.contacts).toHaveLength(100);
    const last = await call(server, 'GET', '/api/v2/contact', { token: globex, query: { pageSize: '100', page: '101' } });
    expect(last.body.contacts).toHaveLength(6);
    const found = await call(server, 'GET', '/api/v2/contact', { token: globex, query: { search: 'quinn.vega' } });
    expect(found.body).toMatchObject({ totalExact: true });
    expect(found.body.total).toBeGreaterThan(0);
    for (const c of found.body.contacts) expect(c.email).toContain('quinn.vega');
    // Acme still sees only its own.
    const acme = await call(server, 'GET', '/api/v2/contact', { token, query: { search: 'bulk.example' } });
    expect(acme.body.total).toBe(0);
  });
});
