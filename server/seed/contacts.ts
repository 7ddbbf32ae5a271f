// Seed of contacts: the fixed address books of Acme and Globex, and bulk contacts for benchmarks.
import { sql } from 'drizzle-orm';
import { contacts } from '../db/schema';
import type { Db } from '../db/store';
import { searchText } from '../rules/contactFields';
import { ACME_CONTACTS, FIRST_NAMES, GLOBEX_CONTACTS, LAST_NAMES } from './data';

export async function seedContacts(t: Db, orgs: { acme: number; globex: number }): Promise<void> {
  await insertContacts(t, orgs.acme, ACME_CONTACTS);
  await insertContacts(t, orgs.globex, GLOBEX_CONTACTS);
}

async function insertContacts(db: Db, organizationId: number, list: Record<string, unknown>[]): Promise<void> {
  // Spaced creation times give a stable "newest first" order.
  const base = Date.UTC(2026, 0, 1);
  await db.insert(contacts).values(
    list.map((data, i) => {
      const at = new Date(base + i * 3_600_000);
      return { organizationId, data, searchText: searchText(data), createdAt: at, updatedAt: at };
    }),
  );
}

/** Many generated contacts for one org (benchmarks): multi-row inserts of 1,000 rows. */
export async function seedBulkContacts(db: Db, organizationId: number, total: number): Promise<void> {
  const base = Date.now() - total * 1000;
  for (let start = 0; start < total; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(total, start + 1000); i++) {
      const firstName = FIRST_NAMES[i % FIRST_NAMES.length];
      const lastName = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length];
      const data = {
        firstName,
        lastName,
        email: `${firstName}.${lastName}.${i}@bulk.example`.toLowerCase(),
        phoneNumber: `+1555${String(1_000_000 + i).slice(-7)}`,
        company: `Company ${i % 97}`,
        tags: i % 3 === 0 ? ['bulk', 'lead'] : ['bulk'],
      };
      const at = new Date(base + i * 1000);
      rows.push({ organizationId, data, searchText: searchText(data), createdAt: at, updatedAt: at });
    }
    await db.insert(contacts).values(rows);
  }
  // Fresh statistics so the planner uses the org index right away.
  await db.execute(sql`analyze contacts`);
}
