// The knowledge-base screens against a real reference server of this file's own (the empty state
// needs an organization without knowledge bases; tests run no job workers, so documents stay queued):
// empty list → create (title checked) → its page → add URLs → the documents queued with the crawl's
// progress, polled every 2 s → the list row → a question → delete a document and the knowledge base,
// each after confirmation.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInByEmail } from '../../server/demoSignIn';
import knowledgeBase from '../../src/plugins/knowledge-base/module';
import { messages } from '../../src/plugins/knowledge-base/messages';
import { startOwnServer, type OwnServer } from './ownServer';
import { renderPlugin } from './renderPlugin';

vi.setConfig({ testTimeout: 120_000 });

let own: OwnServer;
let token: string;

beforeAll(async () => {
  own = await startOwnServer();
  token = await signInByEmail(own.url, 'owner@acme.example');
}, 120_000);

afterAll(() => own?.stop());

const TITLE = 'Help centre';
const URLS = ['http://127.0.0.1:9/kb-component/a', 'http://127.0.0.1:9/kb-component/b'];

describe('the knowledge-base screens', () => {
  it('create, add URLs, watch the crawl, ask, delete', async () => {
    const user = userEvent.setup();
    const rendered = await renderPlugin(knowledgeBase, { persona: { token }, apiUrl: own.url, path: '/knowledge-bases' });

    // empty state → create, with the title checked first
    expect(await screen.findByText(messages.empty, {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: messages.actions.create }));
    const title = await screen.findByRole('textbox', { name: messages.fields.title }, { timeout: 10_000 });
    // Save waits for a change; blanks only are no title
    await user.type(title, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.validation.required)).toBeInTheDocument();
    await user.click(title);
    await user.paste('x'.repeat(201));
    expect(await screen.findByText(messages.validation.titleLong)).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, TITLE);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // its page: nothing yet, then two URLs
    expect(await screen.findByRole('heading', { name: TITLE }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText(messages.noDocuments, {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.actions.addUrls }));
    const dialog = await screen.findByRole('dialog', { name: messages.titles.addUrls });
    await user.click(within(dialog).getByRole('textbox', { name: messages.titles.addUrls }));
    await user.paste(URLS.join('\n'));
    await user.click(within(dialog).getByRole('button', { name: messages.actions.addUrlsCount(2) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });

    // queued, with the progress, and read again every 2 s while they wait
    const rows = await screen.findAllByTestId('kb-document', {}, { timeout: 10_000 });
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(expect.arrayContaining(URLS));
    for (const row of rows) expect(within(row).getByText(messages.docStatus.queued)).toBeInTheDocument();
    expect(screen.getByTestId('kb-progress')).toHaveTextContent(messages.progress(0, 2));
    expect(within(screen.getByTestId('kb-progress')).getByRole('progressbar')).toBeInTheDocument();
    const reads = () => rendered.requests.filter((r) => /^GET \/api\/v2\/kb\/knowledgebase\/[^/?]+\/document/.test(r)).length;
    const before = reads();
    await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(before + 2), { timeout: 8_000, interval: 250 });

    // a question: refused empty, then asked (nothing crawled yet, so no passage)
    const ask = screen.getByRole('button', { name: messages.actions.ask });
    await user.click(ask);
    expect(await screen.findByText(messages.validation.question)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: messages.processQueryLabel })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: messages.titles.query }), 'what are the opening hours?');
    await user.click(ask);
    expect(await screen.findByText(messages.noResults, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(rendered.requests.some((r) => /^POST \/api\/v2\/kb\/knowledgebase\/[^/?]+\/query/.test(r))).toBe(true);

    // delete one document after confirming
    await user.click(screen.getByRole('button', { name: `${messages.actions.deleteDocument} ${URLS[0]}` }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(messages.confirmDeleteDocument(URLS[0]))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: messages.actions.deleteDocument }));
    await waitFor(() => expect(screen.getAllByTestId('kb-document')).toHaveLength(1), { timeout: 10_000 });
    expect(screen.getByTestId('kb-progress')).toHaveTextContent(messages.progress(0, 1));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    // the list shows it with its document count
    await user.click(screen.getByRole('link', { name: messages.actions.back }));
    const link = await screen.findByRole('link', { name: TITLE }, { timeout: 10_000 });
    // read again on the visit: one document left, not the cached 0 of the first list read
    await waitFor(() => expect(within(link.closest('tr')!).getAllByRole('cell').map((c) => c.textContent)).toEqual(expect.arrayContaining([TITLE, '1'])), { timeout: 10_000 });

    // delete the knowledge base: Cancel keeps it, confirming removes it
    await user.click(link);
    const remove = await screen.findByRole('button', { name: messages.actions.delete }, { timeout: 10_000 });
    await user.click(remove);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: TITLE })).toBeInTheDocument();
    await user.click(remove);
    const sure = await screen.findByRole('dialog');
    expect(within(sure).getByText(messages.confirmDelete(TITLE))).toBeInTheDocument();
    await user.click(within(sure).getByRole('button', { name: messages.actions.delete }));
    expect(await screen.findByText(messages.empty, {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
