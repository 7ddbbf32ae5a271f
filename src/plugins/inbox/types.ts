// The inbox's shapes (the inbox contract, /work/briefs/inbox-contract.md; docs/api-contract.md once
// the server's branch documents them). The server may add fields, never rename these.
import type { InboxTab } from './rules/inboxUrl';

export interface RoomUser {
  number: string;
  /** the contact's name when the number is one of the org's contacts */
  name?: string | null;
}

export interface HandledBy {
  /** null when the person's account is gone */
  userId: number | null;
  name: string;
  /** when the agent answers again (ISO) */
  until: string;
}

export interface Room {
  /** react-admin's record id: the roomId */
  id: string;
  roomId: string;
  users: RoomUser[];
  agentNumber: string;
  externalNumber: string;
  agentId: number | null;
  lastMessage: { body: string; direction: 'in' | 'out'; createdAt: string } | null;
  unread: boolean;
  aiAgentEnabled: boolean;
  status: 'open' | 'closed';
  archived: boolean;
  blocked: boolean;
  /** messages of the blocked number kept out of the inbox (the server's addition to the contract) */
  blockedCount?: number;
  handledBy: HandledBy | null;
  rating: number | null;
  updatedAt: string;
}

export interface Media {
  id: string;
  url: string;
  contentType: string;
  name: string;
  size: number;
}

export interface Message {
  id: string | number;
  uuid: string;
  roomId: string;
  direction: 'in' | 'out';
  author: 'contact' | 'agent' | 'person';
  authorName: string | null;
  body: string;
  media: Media[];
  reactions: { emoji: string; userId: number }[];
  createdAt: string;
}

export interface RoomPage {
  room: Room;
  /** oldest first */
  messages: Message[];
  hasMore: boolean;
}

export interface InboxSettings {
  takeoverMinutes: number;
}

export type { InboxTab };
