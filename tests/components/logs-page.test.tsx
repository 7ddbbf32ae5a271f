// The logs page and its overlays over the real reference server (seeded Acme calls): the view in the
// URL, the request it makes, the filter builder, the columns, a failure and a transcript.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_LOG_FIELDS, LOGS_MESSAGES } from '../../src/shared/calls';
import { LogsPager } from '../../src/plugins/logs/LogsPager';
import { fieldLabel, messages } from '../../src/plugins/logs/messages';
import logs from '../../src/plugins/logs/module';
import { expectConsoleError, expectConsoleWarning } from './consoleGuard';
import { location, renderPlugin } from './renderPlugin';

vi.setConfig({ testTimeout: 30_000 });

const owner = 'owner@acme.example';
const open = (path: string) => renderPlugin(logs, { persona: owner, path });
const logsRequests = (requests: string[]) => requests.filter((r) => r.startsWith('GET /api/v2/logs'));
const query = (request: string) => new URLSearchParams(request.split('?')[1]);
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('logs page', () => {
  it('opens with the defaults: the first 10 fields, 100 rows, the last 30 days, the total', async () => {
    const { requests } = await open('/logs');
    await screen.findAllByRole('row', { name: messages.openTranscript });
    expect(headers()).toEqual(DEFAULT_LOG_FIELDS.map(fieldLabel));
    const sent = query(logsRequests(requests)[0]!);
    expect(sent.get('page')).toBe('1');
    expect(sent.get('pageSize')).toBe('100');
    expect(sent.get('dateFilter')).toBe('last 30 days');
    expect(sent.get('fields')!.split(',')).toEqual(expect.arrayContaining([...DEFAULT_LOG_FIELDS, 'uuid', 'callId', 'accountId', 'agentId', 'roomId']));
    expect(screen.getAllByRole('row', { name: messages.openTranscript }).length).toBeLessThanOrEqual(100);
    expect(screen.getByText(/^[\d,]+ calls?$/)).toBeInTheDocument();
  });

  it('reads its whole view from the URL: fields in order, filters with operators, page size, wrap', async () => {
    const filters = encodeURIComponent(JSON.stringify({ direction: 'inbound', directionOp: 'eq', duration: 30, durationOp: 'gte' }));
    const { requests } = await open(`/logs?fields=duration,direction,cnam&filters=${filters}&pageSize=25&dateFilter=last%2090%20days&wrap=true`);
    const rows = await screen.findAllByRole('row', { name: messages.openTranscript });
    expect(headers()).toEqual(['Duration (s)', 'Direction', 'Caller name']);
    expect(rows.length).toBeLessThanOrEqual(25);
    for (const row of rows) {
      const [duration, direction] = within(row).getAllByRole('cell').map((c) => c.textContent);
      expect(direction).toBe('inbound');
      expect(Number(duration)).toBeGreaterThanOrEqual(30);
    }
    const sent = query(logsRequests(requests).at(-1)!);
    expect([sent.get('direction__eq'), sent.get('duration__gte'), sent.get('pageSize'), sent.get('dateFilter')]).toEqual(['inbound', '30', '25', 'last 90 days']);
    expect(screen.getByRole('switch', { name: messages.wrap })).toBeChecked();
  });

  it('pages with next and previous, the page in the URL', async () => {
    const user = userEvent.setup();
    const { requests } = await open('/logs?pageSize=25');
    await screen.findAllByRole('row', { name: messages.openTranscript });
    await user.click(screen.getByRole('button', { name: messages.nextPage }));
    await waitFor(() => expect(location.current).toMatch(/page=2/));
    await waitFor(() => expect(query(logsRequests(requests).at(-1)!).get('page')).toBe('2'));
    expect(await screen.findByText(messages.page(2))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.previousPage }));
    await waitFor(() => expect(location.current).not.toMatch(/page=2/));
  });

  it('the filter builder offers operators by type with the spec labels and writes the filter to the URL', async () => {
    const user = userEvent.setup();
    const { requests } = await open('/logs?logFilterBuilder=true');
    const dialog = await screen.findByRole('dialog', { name: messages.filterTitle });
    // the first row starts on the first field (a date): eq by default
    await user.click(within(dialog).getByRole('combobox', { name: `${messages.field} 1` }));
    await user.click(await screen.findByRole('option', { name: fieldLabel('direction') }));
    // the row's operator (eq, "is") is allowed for strings too, so it stays; the string operators with their labels
    expect(within(dialog).getByRole('combobox', { name: `${messages.operator} 1` }).textContent).toBe('is');
    await user.click(within(dialog).getByRole('combobox', { name: `${messages.operator} 1` }));
    const labels = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(labels).toEqual(expect.arrayContaining(['is', 'is not', 'contains', 'starts with', 'ends with', 'matches regex', 'is null', 'is set', 'is empty', 'is present']));
    expect(labels).not.toContain('is greater than');
    await user.click(screen.getByRole('option', { name: 'is' }));
    await user.type(within(dialog).getByRole('textbox', { name: `${messages.value} 1` }), 'outbound');
    await user.click(within(dialog).getByRole('button', { name: messages.apply }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const url = new URLSearchParams(location.current.split('?')[1]);
    expect(JSON.parse(url.get('filters')!)).toEqual({ direction: 'outbound', directionOp: 'eq' });
    expect(url.has('logFilterBuilder')).toBe(false);
    await waitFor(() => expect(query(logsRequests(requests).at(-1)!).get('direction__eq')).toBe('outbound'));
    expect(screen.getByText('Direction is outbound')).toBeInTheDocument();
  });

  it('editConvoColumns reorders and chooses the columns', async () => {
    const user = userEvent.setup();
    await open('/logs?fields=timestamp,cnam,duration&editConvoColumns=true');
    const dialog = await screen.findByRole('dialog', { name: messages.columnsTitle });
    await user.click(within(dialog).getByRole('button', { name: messages.moveUp(fieldLabel('duration')) }));
    await user.click(within(dialog).getByRole('checkbox', { name: fieldLabel('timestamp') }));
    await user.click(within(dialog).getByRole('checkbox', { name: fieldLabel('toNumber') }));
    await user.click(within(dialog).getByRole('button', { name: messages.apply }));
    await waitFor(() => expect(new URLSearchParams(location.current.split('?')[1]).get('fields')).toBe('duration,cnam,toNumber'));
    await waitFor(() => expect(headers()).toEqual(['Duration (s)', 'Caller name', 'To']));
  });

  it('a refused fetch shows the catalogue message with no rows, no total and no next page', async () => {
    expectConsoleWarning(/^API Error: 400 - cnam__regex/);
    // react-admin logs a failed query in development
    expectConsoleError(/HttpError: Failed to fetch logs/);
    await open(`/logs?filters=${encodeURIComponent(JSON.stringify({ cnam: '(', cnamOp: 'regex' }))}`);
    expect(await screen.findByText(LOGS_MESSAGES.fetchFailed)).toBeInTheDocument();
    expect(screen.queryAllByRole('row', { name: messages.openTranscript })).toHaveLength(0);
    expect(screen.queryByText(/^[\d,]+ calls?$/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.nextPage })).toBeDisabled();
  });

  it('a row opens its transcript by keyboard, rendered as text', async () => {
    const user = userEvent.setup();
    await open('/logs?pageSize=25');
    const [row] = await screen.findAllByRole('row', { name: messages.openTranscript });
    row!.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: messages.transcriptTitle });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(location.current).toMatch(/callTranscript=\d+%3A/);
  });

  it('a transcript that cannot be fetched says Failed to fetch conversation', async () => {
    expectConsoleWarning(/Failed to fetch conversation/);
    expectConsoleError(/HttpError: Failed to fetch conversation/);
    await open('/logs?pageSize=25&callTranscript=999999%3Aroom-x%3Anot-a-call');
    const dialog = await screen.findByRole('dialog', { name: messages.transcriptTitle });
    expect(await within(dialog).findByText(LOGS_MESSAGES.conversationFailed)).toBeInTheDocument();
  });

  it('a total the server capped reads "10,000+ calls"; an exact one the number', async () => {
    const pager = (totalExact: boolean) => <LogsPager page={1} pageSize={100} total={10_000} totalExact={totalExact} hasNextPage onPage={() => {}} onPageSize={() => {}} />;
    const view = await renderPlugin(logs, { persona: owner, ui: pager(false) });
    expect(screen.getByText('10,000+ calls')).toBeInTheDocument();
    view.rerender(pager(true));
    expect(screen.getByText('10,000 calls')).toBeInTheDocument();
  });
});
