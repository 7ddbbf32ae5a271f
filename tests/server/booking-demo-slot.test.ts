// The Demo calendar holds one booking per start (migration 0036's unique index): two conversations
// booking the same slot at the same moment get one booking and one "already booked", never two,
// on PGlite (one connection: the read check) and on PostgreSQL (the index, in a savepoint that leaves
// the turn's transaction usable). Another account's same slot is its own.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarBookings } from '../../server/db/schema';
import { inTransaction } from '../../server/db/transaction';
import { bookAppointment } from '../../server/integrations/booking';
import { serverWith } from './helpers';

const { server } = await serverWith([]);
const db = server.db.db;
const { orgs, agents } = server.seeded;
const ref = (accountAgent: number, turnKey: string) => ({ agentId: accountAgent, callUuid: null, roomId: null, caller: '+15555550100', timezone: 'UTC', demoByDefault: true, turnKey });
const slot = { date: '2031-03-05', time: '10 am', name: 'Ann' };

describe('the Demo calendar under concurrent bookings', () => {
  it('books a slot once when two turns ask for it together; the loser hears it is taken and its transaction goes on', async () => {
    const results = await Promise.all(
      ['a', 'b'].map((turn) =>
        inTransaction(db, async (tx) => {
          const booking = await bookAppointment(tx, orgs.acme, slot, ref(agents.acme[0]!, `test:slot:${turn}`));
          // the turn's own write after the booking still works (the transaction is not aborted)
          await tx.select({ id: calendarBookings.id }).from(calendarBookings).limit(1);
          return booking;
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, provider: 'demo', problem: 'That time is already booked' }]);
    const rows = await db.select().from(calendarBookings).where(and(eq(calendarBookings.accountId, orgs.acme), eq(calendarBookings.provider, 'demo')));
    expect(rows.filter((r) => r.startAt.toISOString().startsWith('2031-03-05T10:00'))).toHaveLength(1);

    // Globex's calendar is its own
    expect(await bookAppointment(db, orgs.globex, slot, ref(agents.globex[0]!, 'test:slot:globex'))).toMatchObject({ ok: true, provider: 'demo' });
  });

  it('refuses a second row for a taken Demo slot at the database itself', async () => {
    const [taken] = await db.select().from(calendarBookings).where(and(eq(calendarBookings.accountId, orgs.acme), eq(calendarBookings.provider, 'demo')));
    await expect(
      db.insert(calendarBookings).values({ accountId: orgs.acme, provider: 'demo', startAt: taken!.startAt, endAt: taken!.endAt }),
    ).rejects.toThrow();
  });
});
