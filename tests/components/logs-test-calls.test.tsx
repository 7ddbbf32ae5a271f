// The logs toolbar's "Include test calls" switch over the real reference server (issue 16 point 8):
// a test chat's record is left out of the default view; the switch, worked from the keyboard, puts
// `includeTest=true` in the URL and in the request and shows the record; the export follows it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../src/plugins/logs/messages';
import logs from '../../src/plugins/logs/module';
import { realAgents } from './agents-helpers';
import { apiUrl, location, renderPlugin, tokenFor, unique } from './renderPlugin';

vi.setConfig({ testTimeout: 60_000 });

// Globex: no other component test chats with its agents
const owner = 'owner@globex.example';
const LIST = '/logs?fields=uuid,direction&dateFilter=last%201%20day';
const logsRequests = (requests: string[]) => requests.filter((r) => r.startsWith('GET /api/v2/logs'));
const sent = (request: string) => new URLSearchParams(request.split('?')[1]);
const params = () => new URLSearchParams(location.current.split('?')[1] ?? '');
const includeSwitch = () => screen.getByRole('switch', { name: messages.includeTest });
const uuids = () => screen.queryAllByRole('row', { name: messages.openTranscript }).map((row) => within(row).getAllByRole('cell')[0]!.textContent);

/** One message in an agent's test chat, through the real route: the uuid of its call record. */
async function testChat(): Promise<string> {
  const { api } = await realAgents(owner);
  const { data } = await api.getList!('agents', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
  const agentId = data[0]!.id;
  const conversationId = `logs-${unique()}`;
  const url = new URL('/api/v1/agent/runPrompt', apiUrl());
  url.searchParams.set('token', await tokenFor(owner));
  url.searchParams.set('targetAccountId', String(agentId));
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ promptText: 'Hello', conversationId }) });
  expect(response.status).toBe(200);
  await response.text();
  return `test-${agentId}-${conversationId}`;
}

const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL: objectUrls.create, revokeObjectURL: objectUrls.revoke });
});

describe('include test calls', () => {
  it('off by default; the keyboard turns it on: the URL keeps it, the request carries it, the test call shows', async () => {
    const uuid = await testChat();
    const user = userEvent.setup();
    const { requests } = await renderPlugin(logs, { persona: owner, path: LIST });
    await screen.findAllByRole('row', { name: messages.openTranscript });
    expect(includeSwitch()).not.toBeChecked();
    expect(sent(logsRequests(requests).at(-1)!).has('includeTest')).toBe(false);
    expect(uuids()).not.toContain(uuid);

    includeSwitch().focus();
    await user.keyboard(' ');
    await waitFor(() => expect(params().get('includeTest')).toBe('true'));
    await waitFor(() => expect(sent(logsRequests(requests).at(-1)!).get('includeTest')).toBe('true'));
    await waitFor(() => expect(uuids()).toContain(uuid));
    expect(includeSwitch()).toBeChecked();

    await user.keyboard(' ');
    await waitFor(() => expect(params().has('includeTest')).toBe(false));
    await waitFor(() => expect(uuids()).not.toContain(uuid));
    expect(sent(logsRequests(requests).at(-1)!).has('includeTest')).toBe(false);
  });

  it('a link with includeTest=true reopens with the switch on, and the CSV export asks for test calls too', async () => {
    const uuid = await testChat();
    const user = userEvent.setup();
    const { requests } = await renderPlugin(logs, { persona: owner, path: `${LIST}&includeTest=true` });
    await waitFor(() => expect(uuids()).toContain(uuid));
    expect(includeSwitch()).toBeChecked();

    // jsdom has no object URLs nor downloads: the file's text is read from the blob instead
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (files.push(blob), 'blob:logs'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: messages.export }));
    const dialog = await screen.findByRole('dialog', { name: messages.exportTitle });
    await user.click(within(dialog).getByRole('button', { name: messages.csv }));
    await waitFor(() => expect(files).toHaveLength(1));
    const exported = logsRequests(requests).map(sent).find((query) => query.get('format') === 'csv')!;
    expect(exported.get('includeTest')).toBe('true');
    expect(await files[0]!.text()).toContain(uuid);
  });
});
