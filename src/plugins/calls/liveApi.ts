// The live view's and the caller console's endpoints, as more data-provider methods of the calls
// plugin's `liveCalls` resource: what is live now, one call or conversation, ending a call, taking a
// conversation over and writing in it, and the demo carrier's simulated callers.
import type { HttpClient } from '../../adapters/http';

export interface TranscriptLine {
  role: string;
  text: string;
  offset: number;
}

export interface LiveCall {
  callId: string;
  roomId: string;
  agentName: string | null;
  from: string;
  to: string;
  status: 'live' | 'transferring' | 'ended';
  startedAt: string;
  transcript: TranscriptLine[];
  actions: string[];
  transferTo: string | null;
}

export interface LiveRoom {
  roomId: string;
  agentName: string | null;
  agentNumber: string;
  externalNumber: string;
  aiAgentEnabled: boolean;
  lastMessage: string | null;
  lastMessageAt: string | null;
}

export interface RoomMessage {
  uuid: string;
  direction: 'in' | 'out';
  body: string;
  createdAt: string;
}

export interface LiveNow {
  calls: LiveCall[];
  conversations: LiveRoom[];
  carrier: { kind: string; label: string };
}

export interface OrgNumber {
  id: number;
  number: string;
  agentName: string | null;
  status: string;
}

export interface LiveActions {
  getLive(resource: string): Promise<{ data: LiveNow }>;
  getLiveCall(resource: string, params: { callId: string }): Promise<{ data: LiveCall }>;
  endLiveCall(resource: string, params: { callId: string }): Promise<{ data: LiveCall }>;
  getRoom(resource: string, params: { roomId: string }): Promise<{ data: { conversation: LiveRoom; messages: RoomMessage[] } }>;
  /** agent false: the supervisor takes the conversation over; true: hands it back */
  setRoomAgent(resource: string, params: { roomId: string; agent: boolean }): Promise<{ data: { conversation: LiveRoom; messages: RoomMessage[] } }>;
  sendToRoom(resource: string, params: { roomId: string; messageId: string; text: string }): Promise<{ data: RoomMessage }>;
  listOrgNumbers(resource: string): Promise<{ data: OrgNumber[] }>;
  /** the Demo carrier's simulated caller: an SMS, answered by the agent */
  demoSms(resource: string, params: { from: string; to: string; text: string }): Promise<{ data: { reply: string | null; status: string } }>;
  /** the Demo carrier's simulated caller, turn by turn: the call starts with the agent's greeting */
  demoCallStart(resource: string, params: DemoLine): Promise<{ data: DemoCallStep }>;
  /** one line said on the call, and the agent's answer */
  demoCallTurn(resource: string, params: DemoLine & { callId: string; text: string }): Promise<{ data: DemoCallStep }>;
  /** the caller hangs up */
  demoCallEnd(resource: string, params: DemoLine & { callId: string }): Promise<{ data: DemoCallStep }>;
}

/** The caller's line and the number dialled: the demo carrier's routes drive a call only with both. */
export interface DemoLine {
  from: string;
  to: string;
}

export interface DemoCallStep {
  callId: string | null;
  reply: string | null;
  status: 'in-progress' | 'transferring' | 'ended';
}

const room = (id: string) => `/api/v2/live/conversations/${encodeURIComponent(id)}`;
const call = (id: string) => `/api/v2/live/calls/${encodeURIComponent(id)}`;
const demoCall = (id: string) => `/dev/carrier/call/${encodeURIComponent(id)}`;
const demoStep = ({ callId, reply, status }: DemoCallStep): DemoCallStep => ({ callId, reply, status });

export function liveActions(http: HttpClient): LiveActions {
  return {
    async getLive() {
      const { calls, conversations, carrier } = await http.request<LiveNow>('/api/v2/live');
      return { data: { calls, conversations, carrier } };
    },
    async getLiveCall(_r, { callId }) {
      return { data: (await http.request<{ call: LiveCall }>(call(callId))).call };
    },
    async endLiveCall(_r, { callId }) {
      return { data: (await http.request<{ call: LiveCall }>(`${call(callId)}/end`, { method: 'POST' })).call };
    },
    async getRoom(_r, { roomId }) {
      const { conversation, messages } = await http.request<{ conversation: LiveRoom; messages: RoomMessage[] }>(room(roomId));
      return { data: { conversation, messages } };
    },
    async setRoomAgent(_r, { roomId, agent }) {
      const { conversation, messages } = await http.request<{ conversation: LiveRoom; messages: RoomMessage[] }>(`${room(roomId)}/takeover`, { method: 'POST', body: { agent } });
      return { data: { conversation, messages } };
    },
    async sendToRoom(_r, { roomId, messageId, text }) {
      const { message } = await http.request<{ message: RoomMessage }>(`${room(roomId)}/messages`, { method: 'POST', body: { messageId, text } });
      return { data: { ...message, direction: 'out' } };
    },
    async listOrgNumbers() {
      const { numbers } = await http.request<{ numbers: OrgNumber[] }>('/api/v2/phoneNumbers', { query: { pageSize: 100 } });
      return { data: numbers.filter((n) => n.status === 'active') };
    },
    async demoSms(_r, body) {
      const { reply, status } = await http.request<{ reply: string | null; status: string }>('/dev/carrier/sms', { method: 'POST', body, anonymous: true });
      return { data: { reply, status } };
    },
    async demoCallStart(_r, body) {
      return { data: demoStep(await http.request<DemoCallStep>('/dev/carrier/call/start', { method: 'POST', body, anonymous: true })) };
    },
    async demoCallTurn(_r, { callId, ...body }) {
      return { data: demoStep(await http.request<DemoCallStep>(`${demoCall(callId)}/turn`, { method: 'POST', body, anonymous: true })) };
    },
    async demoCallEnd(_r, { callId, ...body }) {
      return { data: demoStep(await http.request<DemoCallStep>(`${demoCall(callId)}/end`, { method: 'POST', body, anonymous: true })) };
    },
  };
}
