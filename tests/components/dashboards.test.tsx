// The dashboards plugin over the real reference server: the default metric cards with the server's
// values, the formula-errors modal with the spec's exact messages, and a metric saved to settings.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_METRICS, FORMULA_MESSAGES } from '../../src/shared/calls';
import { messages } from '../../src/plugins/dashboards/messages';
import dashboards from '../../src/plugins/dashboards/module';
import DashboardWidget from '../../src/plugins/dashboards/DashboardWidget';
import { location, renderPlugin } from './renderPlugin';

vi.setConfig({ testTimeout: 40_000 });

describe('dashboards', () => {
  it('shows the eight default metrics with the server values, and a card opens its calls in the logs', async () => {
    const user = userEvent.setup();
    const { requests } = await renderPlugin(dashboards, { persona: 'owner@globex.example', path: '/dashboard' });
    for (const metric of DEFAULT_METRICS) expect(await screen.findByText(metric.label)).toBeInTheDocument();
    const calls = screen.getByTestId('metric-totalCalls');
    await waitFor(() => expect(calls.textContent).toMatch(/^\d+(\.\d)?[kM]?$/));
    expect(screen.getByTestId('metric-appointmentRate').textContent).toMatch(/%$/);
    expect(requests.some((r) => r.startsWith('GET /api/v1/stats/campaigns') && r.includes('series=day'))).toBe(true);
    await user.click(screen.getByRole('button', { description: messages.openLogs('Inbound Calls') }));
    await waitFor(() => expect(location.current).toMatch(/^\/logs\?/));
    const url = new URLSearchParams(location.current.split('?')[1]);
    expect(JSON.parse(url.get('filters')!)).toEqual({ direction: 'inbound', directionOp: 'eq' });
    expect(JSON.parse(url.get('dateFilter')!)).toEqual({ start: expect.any(Number), end: expect.any(Number) });
  });

  it("the home's metric cards take the definitions from the view's fresh account: the account is asked for once", async () => {
    const { requests } = await renderPlugin(dashboards, { persona: 'owner@globex.example', ui: <DashboardWidget /> });
    await waitFor(() => expect(screen.getByTestId('metric-totalCalls').textContent).toMatch(/^\d+(\.\d)?[kM]?$/));
    expect(requests.some((r) => r.startsWith('GET /api/v1/stats/campaigns'))).toBe(true);
    // the session's sign-in read it for the view; the cards did not read it again
    expect(requests.filter((r) => r.startsWith('GET /api/v1/account'))).toEqual([]);
  });

  it('an invalid formula opens the formula-errors modal with the exact messages, and nothing is saved', async () => {
    const user = userEvent.setup();
    const { requests } = await renderPlugin(dashboards, { persona: 'owner@globex.example', path: '/dashboard?editMetric=timeSaved' });
    const dialog = await screen.findByRole('dialog', { name: messages.editMetric('Minutes Saved') });
    const formula = await within(dialog).findByRole('textbox', { name: messages.formula });
    await user.clear(formula);
    // pasted, not typed: each key re-renders the metric editor
    await user.paste('SUM(duration # bogus');
    await user.click(within(dialog).getByRole('button', { name: messages.save }));
    const errors = await screen.findByRole('dialog', { name: messages.formulaErrorsTitle });
    expect(within(errors).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `${FORMULA_MESSAGES.invalidCharacters}#`,
      FORMULA_MESSAGES.mismatchedParentheses,
      `${FORMULA_MESSAGES.unknownField}bogus`,
    ]);
    await user.click(within(errors).getByRole('button', { name: messages.ok }));
    // the form is hidden from assistive technology until the modal has gone
    await waitFor(() => expect(screen.queryByRole('dialog', { name: messages.formulaErrorsTitle })).not.toBeInTheDocument());
    await user.clear(formula);
    await user.click(within(dialog).getByRole('button', { name: messages.save }));
    const again = await screen.findByRole('dialog', { name: messages.formulaErrorsTitle });
    expect(within(again).getByText(FORMULA_MESSAGES.empty)).toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('POST /api/v1/accountSetting'))).toHaveLength(0);
  });

  it('a metric without a label says so under the label, and nothing is saved', async () => {
    const user = userEvent.setup();
    const { requests } = await renderPlugin(dashboards, { persona: 'owner@globex.example', path: '/dashboard?editMetric=new' });
    const dialog = await screen.findByRole('dialog', { name: messages.newMetricTitle });
    await user.click(await within(dialog).findByRole('textbox', { name: messages.formula }));
    await user.paste('SUM(duration)');
    await user.click(within(dialog).getByRole('button', { name: messages.save }));
    const label = within(dialog).getByRole('textbox', { name: new RegExp(`^${messages.label}`) });
    await waitFor(() => expect(label).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText(messages.labelRequired)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: messages.formulaErrorsTitle })).not.toBeInTheDocument();
    await user.type(label, 'Talk time');
    await waitFor(() => expect(within(dialog).queryByText(messages.labelRequired)).not.toBeInTheDocument());
    expect(requests.filter((r) => r.startsWith('POST /api/v1/accountSetting'))).toHaveLength(0);
  });

  it('a valid metric from the builder is saved to the metrics setting without its field key', async () => {
    const user = userEvent.setup();
    const { requests, http } = await renderPlugin(dashboards, { persona: 'owner@harbordental.example', path: '/dashboard?editMetric=new' });
    const dialog = await screen.findByRole('dialog', { name: messages.newMetricTitle });
    await user.click(await within(dialog).findByRole('textbox', { name: new RegExp(`^${messages.label}`) }));
    await user.paste('Long calls');
    await user.click(within(dialog).getByRole('combobox', { name: messages.field }));
    await user.click(await screen.findByRole('option', { name: 'duration' }));
    await user.click(within(dialog).getByRole('button', { name: messages.useField }));
    await user.click(within(dialog).getByRole('button', { name: '>' }));
    await user.type(within(dialog).getByRole('textbox', { name: messages.formula }), ' 0');
    expect(within(dialog).getByRole('textbox', { name: messages.formula })).toHaveValue('SUM(duration) > 0');
    await user.click(within(dialog).getByRole('button', { name: messages.save }));
    await waitFor(() => expect(requests.some((r) => r.startsWith('POST /api/v1/accountSetting'))).toBe(true));
    await waitFor(() => expect(location.current).toMatch(/editDashboard=true/));
    const { account } = await http.request<{ account: { settings: { metrics: Record<string, unknown>[] } } }>('/api/v1/account');
    const saved = account.settings.metrics.at(-1)!;
    expect(saved).toMatchObject({ key: 'longCalls', label: 'Long calls', formula: 'SUM(duration) > 0' });
    expect(saved).not.toHaveProperty('field');
    expect(account.settings.metrics).toHaveLength(9);
  });
});
