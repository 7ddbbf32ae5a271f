// 'conversation.updated' (issue 19): written in the transaction of the room's change, so every open
// inbox (any tab, any API process) reads the room again exactly when the change is committed.
import type { Db } from '../db/store';
import { recordEvent } from '../events/record';
import type { RoomRow } from './rooms';

export type RoomChange = 'read' | 'takeover' | 'resume' | 'closed' | 'unarchived' | 'ai' | 'blocked' | 'rating' | 'reaction';

export const scopeOfRoom = (room: Pick<RoomRow, 'accountId' | 'agentId' | 'resellerId' | 'partnerId'>) => ({
  accountId: room.accountId,
  agentId: room.agentId,
  resellerId: room.resellerId,
  partnerId: room.partnerId,
});

export function roomUpdated(tx: Db, room: RoomRow, change: RoomChange, extra: Record<string, unknown> = {}): Promise<number> {
  return recordEvent(tx, { type: 'conversation.updated', ...scopeOfRoom(room), payload: { roomId: room.id, change, ...extra } });
}
