// Which rooms are "priority" (a person should see them) and which are the agent's alone (the Junk
// tab), as the inbox contract says: the AI is off in the room (a person took it over or switched it
// off), or the outside number is one of the organization's contacts. One SQL condition on a
// `conversations` alias, so activity and the inbox lists can filter alike.
import { sql, type SQL } from 'drizzle-orm';

/** True for a priority room; `room` is the SQL alias of a conversations row. */
export function priorityRoom(room: string): SQL {
  const r = sql.raw(room);
  // the contacts' phone index (tables/contacts.ts) is on lower(data->>'phoneNumber') per organization
  return sql`(not ${r}.ai_agent_enabled or exists (
    select 1 from contacts k
    where k.organization_id = ${r}.account_id and lower(k.data ->> 'phoneNumber') = lower(${r}.external_number)))`;
}
