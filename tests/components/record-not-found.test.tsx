// A record overlay opened on an id the server does not know (issue 16 point 10): every one says the
// record was not found, at once and without a form, through the overlay kit (contacts' RecordOverlay,
// the accounts plugin's account overlays, the agent editor).
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18nProvider } from '../../src/kernel/i18n';
import accounts from '../../src/plugins/accounts/module';
import agents from '../../src/plugins/agents/module';
import contacts from '../../src/plugins/contacts/module';
import { messages as contactMessages } from '../../src/plugins/contacts/messages';
import { messages as accountMessages } from '../../src/plugins/accounts/messages';
import { messages as agentMessages } from '../../src/plugins/agents/messages';
import { expectConsoleError } from './consoleGuard';
import { renderPlugin } from './renderPlugin';

vi.setConfig({ testTimeout: 30_000 });

const notFound = (name: string) => i18nProvider.translate('switchboard.record.notFound', { name });
const notOpen = (name: string) => i18nProvider.translate('switchboard.record.notOpen', { name });
// no retry of a refusal: the message shows well before react-query's three retries (1 + 2 + 4 s) would end
const SOON = { timeout: 2_500 };

describe('a record overlay on an unknown id', () => {
  for (const [overlay, title] of [
    ['editContact', contactMessages.titles.edit],
    ['previewContact', contactMessages.titles.preview],
  ] as const) {
    it(`?${overlay}=<unknown id> says the contact was not found, with no form`, async () => {
      expectConsoleError(/HttpError: Contact not found/); // react-admin logs the refusal in development
      await renderPlugin(contacts, { persona: 'owner@acme.example', path: `/contacts?${overlay}=${randomUUID()}` });
      const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 15_000 });
      expect(await within(dialog).findByText(notFound('Contact'), {}, SOON)).toBeInTheDocument();
      expect(within(dialog).queryByRole('textbox')).toBeNull();
    });
  }

  it('an account overlay: not found for a super admin (404), not found or not open for others (403)', async () => {
    await renderPlugin(accounts, { persona: 'super@example.com', path: '/organizations?editUserAccount=98765432' });
    const edit = await screen.findByRole('dialog', { name: accountMessages.editUser.title }, { timeout: 15_000 });
    expect(await within(edit).findByText(notFound(accountMessages.account), {}, SOON)).toBeInTheDocument();
    expect(within(edit).queryByRole('textbox')).toBeNull();
  });

  it('the org info overlay of an id outside the reseller’s tree: not found, or not open', async () => {
    await renderPlugin(accounts, { persona: 'reseller@example.com', path: '/organizations?orgInfo=98765432' });
    const info = await screen.findByRole('dialog', { name: accountMessages.titles.orgInfo }, { timeout: 15_000 });
    expect(await within(info).findByText(notOpen(accountMessages.account), {}, SOON)).toBeInTheDocument();
  });

  it('the agent editor of an unknown agent', async () => {
    expectConsoleError(/HttpError/);
    await renderPlugin(agents, { persona: 'owner@acme.example', path: '/?editAgent=98765432' });
    const editor = await screen.findByRole('dialog', { name: agentMessages.titles.editor }, { timeout: 15_000 });
    expect(await within(editor).findByText(new RegExp(`^${agentMessages.agent} not found`), {}, SOON)).toBeInTheDocument();
  });
});
