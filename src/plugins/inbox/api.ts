// The inbox's endpoints (spec doc 2 "Conversations and messaging"; shapes in the inbox contract) as
// the `inboxRooms` resource: the room list of either tab through restAdapter, and the room's own calls
// (its messages page by page, sending, the room actions) as more data-provider methods.
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import type { HttpClient } from '../../adapters/http';
import { restAdapter } from '../../adapters/restAdapter';
import { INBOX_PAGE_SIZE, MESSAGES_PAGE_SIZE } from './constants';
import type { InboxTab } from './rules/inboxUrl';
import type { InboxSettings, Media, Message, Room, RoomPage } from './types';

export const INBOX_RESOURCE = 'inboxRooms';

type Wire<T> = Omit<T, 'id'>;
const withId = (room: Wire<Room>): Room => ({ ...room, id: room.roomId });
const roomsPath = (tab: InboxTab) => (tab === 'agent' ? '/api/v1/agentConversations' : '/api/v1/conversations');
const roomPath = (tab: InboxTab, roomId: string) => `${roomsPath(tab)}/${encodeURIComponent(roomId)}`;
const tabOf = (params: GetListParams): InboxTab => (params.filter?.tab === 'agent' ? 'agent' : 'priority');

interface RoomRef {
  roomId: string;
}

export interface InboxActions {
  /** one page of a room's messages: the newest, or those before message `before` */
  getRoom(resource: string, params: RoomRef & { tab: InboxTab; before?: string | number }): Promise<{ data: RoomPage }>;
  /** a person writes in the room: the agent pauses (the takeover); `key` is kept until it is sent */
  sendMessage(resource: string, params: RoomRef & { body: string; media: string[]; key: string }): Promise<{ data: Message }>;
  startConversation(resource: string, params: { to: string; body: string; key: string }): Promise<{ data: { roomId: string } }>;
  groupRoom(resource: string, params: { users: string[] }): Promise<{ data: { roomId: string } }>;
  resume(resource: string, params: RoomRef): Promise<{ data: Room }>;
  setAiAgent(resource: string, params: RoomRef & { aiAgentEnabled: boolean }): Promise<{ data: boolean }>;
  close(resource: string, params: RoomRef): Promise<{ data: Room }>;
  unarchive(resource: string, params: RoomRef): Promise<{ data: Room }>;
  markUnread(resource: string, params: RoomRef & { tab: InboxTab }): Promise<{ data: true }>;
  setBlocked(resource: string, params: { target: string; blocked: boolean }): Promise<{ data: boolean }>;
  rate(resource: string, params: RoomRef & { rating: number }): Promise<{ data: number }>;
  react(resource: string, params: RoomRef & { messageId: string | number; emoji: string; remove: boolean }): Promise<{ data: true }>;
  uploadMedia(resource: string, params: { file: File }): Promise<{ data: Media }>;
  getSettings(resource: string): Promise<{ data: InboxSettings }>;
  saveSettings(resource: string, params: InboxSettings): Promise<{ data: InboxSettings }>;
  /** whether the organization has an active number (the start gate's second step) */
  hasNumber(resource: string): Promise<{ data: boolean }>;
}

export function inboxAdapter(http: HttpClient): Partial<DataProvider> & InboxActions {
  const rooms = restAdapter(http, {
    path: '/api/v1/conversations',
    list: {
      path: (params) => roomsPath(tabOf(params)),
      query: (params) => ({ ...(params.filter?.unread ? { unread: true } : {}), ...(params.filter?.archived ? { archived: true } : {}) }),
      paging: { style: 'zeroBased', defaultSize: INBOX_PAGE_SIZE, maxSize: 100 },
      key: 'rooms',
      total: 'totalRooms',
      totalExact: 'totalExact',
    },
  });
  const post = <T>(path: string, body: unknown, headers?: Record<string, string>) =>
    http.request<T>(path, { method: 'POST', body, ...(headers ? { headers } : {}) });

  return {
    async getList(resource, params) {
      const result = await rooms.getList!(resource, params);
      return { ...result, data: (result.data as unknown as Wire<Room>[]).map(withId) } as GetListResult;
    },
    async getRoom(_r, { roomId, tab, before }) {
      const query = { limit: MESSAGES_PAGE_SIZE, ...(before === undefined ? {} : { before }) };
      const reply = await http.request<{ room: Wire<Room>; messages: Message[]; hasMore: boolean }>(roomPath(tab, roomId), { query });
      return { data: { room: withId(reply.room), messages: reply.messages, hasMore: reply.hasMore } };
    },
    async sendMessage(_r, { roomId, body, media, key }) {
      const reply = await post<{ message: Message }>(`${roomPath('priority', roomId)}/messages`, { body, ...(media.length ? { media } : {}) }, { 'Idempotency-Key': key });
      return { data: reply.message };
    },
    async startConversation(_r, { to, body, key }) {
      const { roomId } = await post<{ roomId: string }>('/api/v1/conversations', { to, body }, { 'Idempotency-Key': key });
      return { data: { roomId } };
    },
    async groupRoom(_r, { users }) {
      return { data: { roomId: (await post<{ roomId: string }>('/api/v1/getGroupConversationRoomId', { users })).roomId } };
    },
    async resume(_r, { roomId }) {
      return { data: withId((await post<{ room: Wire<Room> }>(`${roomPath('priority', roomId)}/resume`, {})).room) };
    },
    async setAiAgent(_r, { roomId, aiAgentEnabled }) {
      const reply = await post<{ aiAgentEnabled: boolean }>(`${roomPath('priority', roomId)}/aiAgentEnabled`, { aiAgentEnabled });
      return { data: reply.aiAgentEnabled };
    },
    async close(_r, { roomId }) {
      return { data: withId((await post<{ room: Wire<Room> }>('/api/v1/closeConversation', { roomId })).room) };
    },
    async unarchive(_r, { roomId }) {
      return { data: withId((await post<{ room: Wire<Room> }>('/api/v1/unarchiveConversation', { roomId })).room) };
    },
    async markUnread(_r, { roomId, tab }) {
      await post(`/api/v1/${tab === 'agent' ? 'activityAgent' : 'activity'}/markUnread`, { roomId });
      return { data: true };
    },
    async setBlocked(_r, { target, blocked }) {
      return { data: (await post<{ blocked: boolean }>('/api/v1/block', { targetUsername: target, blocked })).blocked };
    },
    async rate(_r, { roomId, rating }) {
      return { data: (await post<{ rating: number }>('/api/v1/rateConvo', { roomId, rating })).rating };
    },
    async react(_r, { roomId, messageId, emoji, remove }) {
      await http.request('/api/v1/reaction', { method: remove ? 'DELETE' : 'POST', body: { roomId, messageId, emoji } });
      return { data: true };
    },
    async uploadMedia(_r, { file }) {
      const form = new FormData();
      form.append('file', file);
      return { data: (await post<{ media: Media }>('/api/v1/chat/media', form)).media };
    },
    async getSettings() {
      return { data: (await http.request<{ settings: InboxSettings }>('/api/v1/inbox/settings')).settings };
    },
    async saveSettings(_r, { takeoverMinutes }) {
      return { data: (await post<{ settings: InboxSettings }>('/api/v1/inbox/settings', { takeoverMinutes })).settings };
    },
    async hasNumber() {
      const { numbers } = await http.request<{ numbers: { status: string }[] }>('/api/v2/phoneNumbers', { query: { pageSize: 100 } });
      return { data: numbers.some((n) => n.status === 'active') };
    },
  };
}
