// The inbox's component tests share this: a reference server of the file's own (its rooms must not
// meet the other files'), the owner signed in to it, a number of Acme's agent, and outside callers
// texting that number through the Demo carrier (the agent answers: the room is on the Junk tab).
import { streamConnected } from './eventSourceShim';
import type { OwnServer } from './ownServer';
import { startOwnServer } from './ownServer';
import { signIn, type SignedInUser } from './renderPlugin';

export interface InboxWorld {
  own: OwnServer;
  owner: SignedInUser;
  /** the agent's number, E.164 */
  number: string;
  /** an outside number texts the agent's number; the room it landed in */
  sms(from: string, text: string): Promise<string>;
}

let last = 0;
/** a fresh outside number (the 555-01xx fiction range), different on each call within the file */
export const caller = () => `+1555555${String(1000 + (++last % 9000)).padStart(4, '0')}`;
/** a number as the inbox shows it: +1 (555) 555-0161 */
export const shown = (e164: string) => `+1 (${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;
export const pattern = (text: string) => new RegExp(text.replace(/[()+]/g, '\\$&'));

export async function inboxWorld(): Promise<InboxWorld> {
  const own = await startOwnServer();
  const owner = await signIn('owner@acme.example', { apiUrl: own.url });
  const http = owner.http();
  const { accounts } = await http.request<{ accounts: { id: number; accountType: string }[] }>('/api/v2/listAccounts', { query: { pageSize: 100 } });
  const agent = accounts.find((a) => a.accountType === 'agent')!;
  const offered = await http.request<{ numbers: { number: string }[] }>('/api/v2/phoneNumber/search/local/prefix', { method: 'POST', body: { prefix: '312' } });
  const number = offered.numbers[0]!.number;
  await http.request('/api/v2/phoneNumber/assign', { method: 'POST', body: { number }, query: { targetAccountId: agent.id } });
  const sms = async (from: string, text: string) => {
    const response = await fetch(`${own.url}/dev/carrier/sms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ from, to: number, text }) });
    if (!response.ok) throw new Error(`sms: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { roomId: string }).roomId;
  };
  return { own, owner, number, sms };
}

/** Resolves once a screen's events stream is connected (the shim's count, shared by every file). */
export const streamOpen = streamConnected;
