// Bulk insert of call records: one JSON parameter per chunk expanded by json_populate_recordset, so
// a chunk of thousands of rows is one short statement instead of 18 parameters a row (PostgreSQL
// caps a statement at 65,535 parameters, and building them dominates a bulk load).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/store';
import type { GeneratedCall } from './generator';

const CHUNK = 5_000;

function columns(call: GeneratedCall): Record<string, unknown> {
  return {
    uuid: call.uuid,
    call_id: call.callId,
    room_id: call.roomId,
    account_id: call.accountId,
    account_name: call.accountName,
    agent_id: call.agentId,
    partner_id: call.partnerId,
    reseller_id: call.resellerId,
    timestamp: call.timestamp.toISOString(),
    duration: call.duration,
    from_number: call.fromNumber,
    to_number: call.toNumber,
    cnam: call.cnam,
    direction: call.direction,
    transfer: call.transfer,
    appointment_booked: call.appointmentBooked,
    transfer_made: call.transferMade,
    transcript: call.transcript,
  };
}

export async function insertCalls(db: Db, rows: readonly GeneratedCall[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const json = JSON.stringify(rows.slice(start, start + CHUNK).map(columns));
    await db.execute(sql`insert into calls select * from json_populate_recordset(null::calls, ${json}::json)`);
  }
}
