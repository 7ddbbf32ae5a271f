// Shared by the tasks component tests: each file gets its own seeded server (tasks and numbers it
// creates must not meet other files' expectations of Acme), an org owner signed in on it, and a
// Demo-carrier number of that org to call from.
import { File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInByEmail } from '../../server/demoSignIn';
import { messages } from '../../src/plugins/tasks/messages';
import { httpClient } from './kernelHarness';
import { startOwnServer, type OwnServer } from './ownServer';

export const OWNER = 'owner@acme.example';
export const server = { url: '', token: '', number: '' };
let own: OwnServer;

/**
 * The harness sends requests with Node's fetch, which cannot read jsdom's FormData or its File (no
 * stream()); a browser's fetch and XMLHttpRequest send their own. For these files the upload is
 * built with Node's FormData (taken from a Response, as Node keeps no global name for it once jsdom
 * is installed) and a Node File: the bytes the server receives are the same.
 */
async function useNodeFormData(): Promise<() => void> {
  const form = await new Response('a=1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData();
  const jsdomFormData = globalThis.FormData;
  globalThis.FormData = form.constructor as typeof FormData;
  return () => void (globalThis.FormData = jsdomFormData);
}

export function withTasksServer(): void {
  let restore = () => {};
  afterAll(() => restore());
  beforeAll(async () => {
    restore = await useNodeFormData();
    own = await startOwnServer();
    server.url = own.url;
    server.token = await signInByEmail(own.url, OWNER);
    const http = httpClient(own.url, server.token, null);
    const { numbers } = await http.request<{ numbers: { number: string }[] }>('/api/v2/phoneNumber/search/local/prefix', { method: 'POST', body: { prefix: '212' } });
    await http.request('/api/v2/phoneNumber/assign', { method: 'POST', body: { number: numbers[0]!.number, country: 'US' } });
    server.number = numbers[0]!.number;
  }, 120_000);
  afterAll(() => own?.stop());
}

export const persona = () => ({ token: server.token });
const f = messages.fields;

/** The campaign step: name, the first agent, the org's number; the rest as the form proposes. */
export async function fillCampaign(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  await user.type(within(dialog).getByLabelText(new RegExp(`^${f.name}`)), name);
  await user.click(within(dialog).getByLabelText(f.agentId));
  await user.click((await screen.findAllByRole('option', {}, { timeout: 10_000 }))[0]!);
  await user.click(within(dialog).getByLabelText(f.fromNumber));
  await user.click(await screen.findByRole('option', { name: server.number }, { timeout: 10_000 }));
  const zone = within(dialog).getByLabelText(f.timezone);
  await user.clear(zone);
  await user.type(zone, 'UTC');
  // every day, all day: the test runs whenever it runs
  for (const day of messages.days) {
    const box = within(dialog).getByRole('checkbox', { name: day });
    if (!(box as HTMLInputElement).checked) await user.click(box);
  }
  fireEvent.change(within(dialog).getByLabelText(f.windowStart), { target: { value: '00:00' } });
  fireEvent.change(within(dialog).getByLabelText(f.windowEnd), { target: { value: '23:59' } });
}

export function chooseCsv(dialog: HTMLElement, text: string, name = 'people.csv') {
  const input = dialog.ownerDocument.getElementById('task-csv') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new NodeFile([text], name, { type: 'text/csv' })] } });
}
