// Issue 8 point 1: an account's name, email and phone are changed by the account itself, by an
// elevated caller above it, or by its organization's owner; an admin member changes agent accounts
// only, never the owner or another member. Both routes that change them follow the one rule
// (mayChangeIdentity), every persona is tried on each, and every accepted change is audited.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema';
import { PROOF_NEEDED } from '../../server/accounts/messages';
import { auditRows, call, FORBIDDEN, serverWith, type Persona } from './helpers';

const PERSONAS = ['superAdmin', 'partner', 'reseller', 'blueHarbor', 'acmeOwner', 'acmeAdmin', 'globexOwner'] as const;
const { server, t } = await serverWith(PERSONAS);
const { orgs, ids, agents } = server.seeded;

const ROUTES = ['/api/v1/account', '/api/v2/updateAccount'] as const;
type Target = 'owner' | 'member' | 'agent';
const TARGETS: Record<Target, number> = { owner: orgs.acme, member: ids.acmeAdmin, agent: agents.acme[0] };

/** Who may change whom in Acme; everyone else is outside Acme's subtree. */
const ALLOWED: Record<(typeof PERSONAS)[number], Target[]> = {
  superAdmin: ['owner', 'member', 'agent'],
  partner: ['owner', 'member', 'agent'],
  reseller: ['owner', 'member', 'agent'],
  acmeOwner: ['owner', 'member', 'agent'],
  acmeAdmin: ['member', 'agent'],
  blueHarbor: [],
  globexOwner: [],
};

const rowOf = async (id: number) => (await server.db.db.select().from(accounts).where(eq(accounts.id, id)))[0];

describe.each(ROUTES)('%s: who changes an account\'s name and email', (route) => {
  it.each(PERSONAS.flatMap((persona) => (Object.keys(TARGETS) as Target[]).map((target) => ({ persona, target }))))(
    '$persona on the Acme $target',
    async ({ persona, target }: { persona: Persona; target: Target }) => {
      const id = TARGETS[target];
      const before = await rowOf(id);
      const name = `${persona} ${target} ${route.length}`;
      const token = t[persona as (typeof PERSONAS)[number]];
      if (!ALLOWED[persona as (typeof PERSONAS)[number]].includes(target)) {
        // The takeover of issue 8: a new email would send the next sign-in code elsewhere.
        expect(await call(server, 'POST', route, { token, target: id, body: { email: 'x@elsewhere.example', name } })).toEqual(FORBIDDEN);
        expect(await rowOf(id)).toEqual(before);
        return;
      }
      const reply = await call(server, 'POST', route, { token, target: id, body: { name } });
      expect(reply.status).toBe(200);
      expect((await rowOf(id)).name).toBe(name);
      const [entry] = await auditRows(server, 'account.updated', id);
      expect(entry).toMatchObject({ actorId: ids[persona as keyof typeof ids], before: { name: before.name }, after: { name } });
    },
  );
});

describe('an admin member and the owner\'s sign-in address', () => {
  it('cannot move the owner\'s email or phone on either route; the owner still signs in', async () => {
    for (const body of [{ email: 'admin+takeover@acme.example' }, { phoneNumber: '+15559990000' }]) {
      expect(await call(server, 'POST', '/api/v1/account', { token: t.acmeAdmin, target: orgs.acme, body })).toEqual(FORBIDDEN);
    }
    expect(await call(server, 'POST', '/api/v2/updateAccount', { token: t.acmeAdmin, target: orgs.acme, body: { email: 'admin+takeover@acme.example' } })).toEqual(FORBIDDEN);
    expect((await rowOf(orgs.acme)).email).toBe('owner@acme.example');
  });

  it('refuses one\'s own unproven new email or phone on either route (the code calls prove them), and audits an owner setting a member\'s', async () => {
    const before = await rowOf(ids.acmeAdmin);
    for (const route of ROUTES) {
      expect(await call(server, 'POST', route, { token: t.acmeAdmin, body: { email: 'Alan@Acme.example' } })).toEqual({ status: 400, body: { success: false, message: PROOF_NEEDED.email } });
    }
    expect(await call(server, 'POST', '/api/v1/account', { token: t.acmeAdmin, body: { phoneNumber: '+15559990001' } })).toEqual({ status: 400, body: { success: false, message: PROOF_NEEDED.phoneNumber } });
    // unchanged values are no change: the rest of the form is saved
    expect((await call(server, 'POST', '/api/v1/account', { token: t.acmeAdmin, body: { email: before.email!, name: before.name! } })).status).toBe(200);
    expect(await rowOf(ids.acmeAdmin)).toMatchObject({ email: before.email, phoneNumber: before.phoneNumber });

    const reply = await call(server, 'POST', '/api/v1/account', { token: t.acmeOwner, target: ids.acmeAdmin, body: { email: 'Alan@Acme.example' } });
    expect(reply.status).toBe(200);
    const [entry] = await auditRows(server, 'account.updated', ids.acmeAdmin);
    expect(entry).toMatchObject({ actorId: ids.acmeOwner, before: { email: 'admin@acme.example' }, after: { email: 'alan@acme.example' } });
  });
});
