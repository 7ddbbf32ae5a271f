// Issue 18 point 3 in the console: the contacts list follows the server's events stream (one
// EventSource per view, src/kernel/events), so a contact created elsewhere through the API shows
// without a reload; unmounting closes the stream without a console error (the console guard).
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import ContactList from '../../src/plugins/contacts/ContactList';
import contacts from '../../src/plugins/contacts/module';
import { apiUrl, renderPlugin, tokenFor, unique } from './renderPlugin';
import { TestEventSource } from './eventSourceShim';

vi.setConfig({ testTimeout: 20_000 });

async function createContact(firstName: string) {
  const token = await tokenFor('admin@acme.example');
  const response = await fetch(`${apiUrl()}/api/v2/contact?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName, lastName: 'Live' }),
  });
  expect(response.status).toBe(201);
}

describe('ContactList live', () => {
  it('shows a contact created through the API in the background, without a reload', async () => {
    const closed = vi.spyOn(TestEventSource.prototype, 'close');
    const { unmount, requests } = await renderPlugin(contacts, {
      persona: 'owner@acme.example',
      path: '/contacts',
      ui: (
        <Routes>
          <Route path="/contacts" element={<ContactList />} />
        </Routes>
      ),
    });
    await screen.findByRole('table');
    const name = `Zed${unique()}`;
    await createContact(name);
    expect(await screen.findByText(`${name} Live`, {}, { timeout: 8_000 })).toBeInTheDocument();
    // refetched by the event, not by a reload of the page
    expect(requests.filter((r) => r.startsWith('GET /api/v2/contact?')).length).toBeGreaterThanOrEqual(2);
    unmount();
    expect(closed).toHaveBeenCalled();
  });
});
