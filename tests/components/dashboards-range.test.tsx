// The Metrics page's date range and the metric editor's inline formula check (issue 16 point 10),
// over the real reference server: the range is kept in the URL, sent to the metrics call, and every
// card (so its drill-down) follows it; the formula's problem shows under it as the user types.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DAY_SECONDS, FORMULA_MESSAGES } from '../../src/shared/calls';
import { messages } from '../../src/plugins/dashboards/messages';
import dashboards from '../../src/plugins/dashboards/module';
import { location, renderPlugin } from './renderPlugin';

vi.setConfig({ testTimeout: 40_000 });

const statsCalls = (requests: string[]) => requests.filter((r) => r.startsWith('GET /api/v1/stats/campaigns'));
const dateFilterOf = (request: string) => new URL(request.split(' ')[1]!, 'http://x').searchParams.get('dateFilter');

describe('the Metrics page', () => {
  it('is titled Metrics and has a date range, kept in the URL and sent to the metrics call', async () => {
    const user = userEvent.setup();
    const { requests } = await renderPlugin(dashboards, { persona: 'owner@globex.example', path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: messages.title })).toHaveTextContent('Metrics');
    await screen.findByText('Calls Answered');
    expect(dateFilterOf(statsCalls(requests)[0]!)).toBeNull();

    await user.click(screen.getByRole('combobox', { name: messages.range }));
    await user.click(await screen.findByRole('option', { name: messages.windows['last 7 days'] }));
    const expected = { type: 'moving', lastN: 7, unit: 'day' };
    await waitFor(() => expect(JSON.parse(new URLSearchParams(location.current.split('?')[1]).get('dateFilter')!)).toEqual(expected));
    await waitFor(() => expect(statsCalls(requests).some((r) => dateFilterOf(r) === JSON.stringify(expected))).toBe(true));

    // every card is computed over the range: its drill-down opens the calls of the last 7 days
    await user.click(await screen.findByRole('button', { description: messages.openLogs('Inbound Calls') }));
    await waitFor(() => expect(location.current).toMatch(/^\/logs\?/));
    const window = JSON.parse(new URLSearchParams(location.current.split('?')[1]).get('dateFilter')!) as { start: number; end: number };
    expect(window.end - window.start).toBe(7 * DAY_SECONDS);
  });

  it('opened with a range in its URL, shows it and asks for it', async () => {
    const range = { start: Date.UTC(2026, 9, 1) / 1000, end: Date.UTC(2026, 9, 31, 23, 59, 59) / 1000 };
    const { requests } = await renderPlugin(dashboards, { persona: 'owner@globex.example', path: `/dashboard?dateFilter=${encodeURIComponent(JSON.stringify(range))}` });
    expect(await screen.findByRole('combobox', { name: messages.range })).toHaveTextContent(messages.customRange);
    expect(screen.getByLabelText(messages.start)).toHaveValue('2026-10-01');
    expect(screen.getByLabelText(messages.end)).toHaveValue('2026-10-31');
    await waitFor(() => expect(statsCalls(requests).map(dateFilterOf)).toContain(JSON.stringify(range)));
  });
});

describe('the metric editor', () => {
  it('shows the formula’s problem under it as the user types, and clears it once the formula is right', async () => {
    const user = userEvent.setup();
    await renderPlugin(dashboards, { persona: 'owner@globex.example', path: '/dashboard?editMetric=timeSaved' });
    const dialog = await screen.findByRole('dialog', { name: messages.editMetric('Minutes Saved') });
    const formula = await within(dialog).findByRole('textbox', { name: messages.formula });
    expect(formula).toHaveAccessibleDescription(messages.formulaHint);
    await user.clear(formula);
    await user.type(formula, 'SUM(duration');
    await waitFor(() => expect(formula).toHaveAccessibleDescription(FORMULA_MESSAGES.mismatchedParentheses));
    expect(formula).toHaveAttribute('aria-invalid', 'true');
    await user.type(formula, ')');
    await waitFor(() => expect(formula).toHaveAccessibleDescription(messages.formulaHint));
    expect(formula).toHaveAttribute('aria-invalid', 'false');
  });
});
