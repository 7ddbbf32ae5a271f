// The knowledge-base plugin's add-URLs dialog checks every line as it is typed (the count of valid
// URLs shown, the lines to fix named, more than 500 refused, Add blocked until the list is right),
// and the query results mark the matching words from the server's segments as text, never as HTML.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import knowledgeBase from '../../src/plugins/knowledge-base/module';
import { AddUrlsDialog } from '../../src/plugins/knowledge-base/AddUrlsDialog';
import { MAX_URLS } from '../../src/plugins/knowledge-base/limits';
import { messages } from '../../src/plugins/knowledge-base/messages';
import { QueryResults } from '../../src/plugins/knowledge-base/QueryPanel';
import type { QueryResult } from '../../src/plugins/knowledge-base/rules';
import { renderPlugin } from './renderPlugin';

vi.setConfig({ testTimeout: 60_000 });

const OWNER = 'owner@acme.example';
const v = messages.validation;

describe('the add-URLs dialog', () => {
  it('counts the valid URLs, names the lines to fix, refuses more than 500 and sends nothing until the list is right', async () => {
    const user = userEvent.setup();
    const added = vi.fn();
    const rendered = await renderPlugin(knowledgeBase, { persona: OWNER, ui: <AddUrlsDialog kbId="00000000-0000-4000-8000-000000000000" onClose={() => undefined} onAdded={added} /> });
    const dialog = await screen.findByRole('dialog', { name: messages.titles.addUrls });
    const field = within(dialog).getByRole('textbox', { name: messages.titles.addUrls });
    const count = within(dialog).getByTestId('kb-url-count');
    expect(count).toHaveTextContent(messages.urlCount(0, 0));
    expect(within(dialog).getByText(messages.hints.urls)).toBeInTheDocument();

    await user.click(field);
    await user.paste('https://docs.example/a\nftp://docs.example/b\nhttps://docs.example/a\nnot a url');
    expect(count).toHaveTextContent(messages.urlCount(1, 2));
    expect(within(dialog).getByText(messages.invalidLine(2, 'ftp://docs.example/b', v.notHttp))).toBeInTheDocument();
    expect(within(dialog).getByText(messages.invalidLine(4, 'not a url', v.notUrl))).toBeInTheDocument();
    const add = within(dialog).getByRole('button', { name: messages.actions.addUrlsCount(1) });
    expect(add).toBeDisabled();

    await user.clear(field);
    expect(within(dialog).getByText(v.noUrls)).toBeInTheDocument();
    // 501 lines, pasted as a person would
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `https://docs.example/p${i}`).join('\n');
    await user.click(field);
    await user.paste(lines(MAX_URLS + 1));
    expect(count).toHaveTextContent(messages.urlCount(MAX_URLS + 1, 0));
    expect(within(dialog).getByText(v.tooMany(MAX_URLS + 1))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: messages.actions.addUrlsCount(MAX_URLS + 1) })).toBeDisabled();

    await user.clear(field);
    await user.paste(lines(MAX_URLS));
    expect(within(dialog).queryByText(v.tooMany(MAX_URLS + 1))).not.toBeInTheDocument();
    expect(count).toHaveTextContent(messages.urlCount(MAX_URLS, 0));
    expect(within(dialog).getByRole('button', { name: messages.actions.addUrlsCount(MAX_URLS) })).toBeEnabled();
    expect(rendered.requests.filter((r) => r.includes('/api/v2/kb/'))).toEqual([]);
    expect(added).not.toHaveBeenCalled();
  });
});

describe('query results', () => {
  it('ranks the hits with their score, links the page safely and marks the matches as text', async () => {
    const result: QueryResult = {
      query: 'what are your opening hours?',
      processedQuery: 'opening hours',
      results: [
        {
          chunkId: 'c1',
          documentId: 'd1',
          kbId: 'k1',
          url: 'https://docs.example/hours',
          title: 'Opening hours',
          text: 'We are open 9 to 5.',
          score: 0.8123,
          highlights: [
            { text: 'Our ', match: false },
            { text: 'opening', match: true },
            { text: ' <img src=x onerror="window.__kbPwned=1"> ', match: false },
            { text: 'hours', match: true },
            { text: ' are 9 to 5.', match: false },
          ],
        },
        { chunkId: 'c2', documentId: 'd2', kbId: 'k1', url: 'javascript:alert(1)', title: 'Not a link', text: 'plain passage', score: 0.1, highlights: [] },
      ],
    };
    await renderPlugin(knowledgeBase, { persona: OWNER, ui: <QueryResults result={result} /> });
    expect(await screen.findByText(messages.processedQuery('opening hours'))).toBeInTheDocument();
    const hits = screen.getAllByTestId('kb-hit');
    expect(hits).toHaveLength(2);
    expect(within(hits[0]).getByText(messages.rank(1))).toBeInTheDocument();
    expect(within(hits[0]).getByText(messages.score(0.8123))).toBeInTheDocument();
    const link = within(hits[0]).getByRole('link', { name: 'Opening hours' });
    expect(link).toHaveAttribute('href', 'https://docs.example/hours');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');

    const passage = within(hits[0]).getByTestId('kb-passage');
    expect([...passage.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['opening', 'hours']);
    // the page's markup is characters on screen, not an element
    expect(passage.querySelector('img')).toBeNull();
    expect(passage.textContent).toContain('<img src=x onerror="window.__kbPwned=1">');
    expect((window as { __kbPwned?: number }).__kbPwned).toBeUndefined();

    // a stored non-http URL is shown, not linked; no segments → the text, unmarked
    expect(within(hits[1]).queryByRole('link')).toBeNull();
    expect(within(hits[1]).getByText('Not a link')).toBeInTheDocument();
    expect(within(hits[1]).getByTestId('kb-passage').querySelector('mark')).toBeNull();
    expect(within(hits[1]).getByText('plain passage')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    await renderPlugin(knowledgeBase, { persona: OWNER, ui: <QueryResults result={{ query: 'zzz', processedQuery: null, results: [] }} /> });
    expect(await screen.findByText(messages.noResults)).toBeInTheDocument();
    expect(screen.queryByText(/Searched for/)).toBeNull();
  });
});
