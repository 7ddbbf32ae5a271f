// The tasks plugin against a real reference server of its own (tasks routes, Demo carrier): the list
// (empty state, newest first, a deleted task marked at once), a draft from createTask, the upload
// wizard (progress, a refused file naming its line, a bad row fixed in the preflight, Start only once
// confirmed), the task page's funnel and commands, and the inbound-lines panel.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import tasks from '../../src/plugins/tasks/module';
import LimitsPanel from '../../src/plugins/tasks/LimitsPanel';
import { messages } from '../../src/plugins/tasks/messages';
import { renderPlugin } from './renderPlugin';
import { chooseCsv, fillCampaign, persona, server, withTasksServer } from './tasks-helpers';

vi.setConfig({ testTimeout: 90_000 });
withTasksServer();

const T = { timeout: 15_000 };
const render = (path: string) => renderPlugin(tasks, { persona: persona(), apiUrl: server.url, path });

describe('the tasks plugin', () => {
  it('shows the empty state before any task list', async () => {
    await render('/tasks');
    expect(await screen.findByText(messages.empty, {}, T)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: messages.actions.upload }).length).toBeGreaterThan(0);
  });

  it('refuses a file with broken quoting, naming its line, and stays on the file step', async () => {
    const user = userEvent.setup();
    await render('/tasks?uploadTaskList=true');
    const dialog = await screen.findByRole('dialog', {}, T);
    await fillCampaign(user, dialog, 'Broken file');
    await user.click(within(dialog).getByRole('button', { name: messages.actions.next }));
    chooseCsv(dialog, 'phone,name\n+14155550123,"Ann\n+14155550124,Bob\n');
    const alert = await within(dialog).findByRole('alert', {}, T);
    expect(alert).toHaveTextContent(/line \d/i);
    expect(alert).toHaveTextContent(messages.preflight.refused);
    expect(alert).not.toHaveTextContent('csv:');
    expect(within(dialog).queryByTestId('preflight-summary')).not.toBeInTheDocument();
  });

  it('uploads a CSV, shows its bad row, fixes it inline, and starts only once confirmed', async () => {
    const user = userEvent.setup();
    await render('/tasks?uploadTaskList=true');
    const dialog = await screen.findByRole('dialog', {}, T);
    await fillCampaign(user, dialog, 'Renewals');
    await user.click(within(dialog).getByRole('button', { name: messages.actions.next }));
    chooseCsv(dialog, 'phone,name\n+14155550123,Ann\n555-0199,Bob\n+14155550125,Cy\n');
    const summary = await within(dialog).findByTestId('preflight-summary', {}, T);
    expect(summary).toHaveTextContent(messages.preflight.rows('3'));
    expect(summary).toHaveTextContent(`${messages.problem['not-e164']}: 1`);
    // only the bad row is listed at first; fix it
    const bad = await within(dialog).findByTestId('preflight-row-3', {}, T);
    await user.click(within(bad).getByRole('button', { name: `${messages.actions.edit} ${messages.fields.row} 3` }));
    const phone = within(bad).getByLabelText('phone');
    await user.clear(phone);
    await user.type(phone, '+14155550199');
    await user.click(within(bad).getByRole('button', { name: messages.actions.fixRow }));
    await waitFor(() => expect(within(dialog).getByTestId('preflight-summary')).toHaveTextContent(messages.preflight.noProblems), T);
    const start = within(dialog).getByRole('button', { name: messages.actions.start });
    expect(start).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: messages.preflight.confirmLabel }));
    await user.click(start);
    // the task page: its funnel counts all three recipients
    expect(await screen.findByRole('heading', { name: 'Renewals' }, T)).toBeInTheDocument();
    expect(await screen.findByText(messages.funnel.total('3'), {}, T)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: messages.recipients }, T)).toBeInTheDocument();
    expect(screen.getByText('+14155550199')).toBeInTheDocument();
  });

  it('pauses a running campaign only after the confirmation that calls in progress finish', async () => {
    const user = userEvent.setup();
    await render('/tasks');
    await user.click(await screen.findByText('Renewals', {}, T));
    const pause = await screen.findByRole('button', { name: messages.actions.pause }, T);
    await user.click(pause);
    const confirm = (await screen.findByText(messages.confirm.pause('Renewals'))).closest('[role="dialog"]') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: messages.actions.pause }));
    expect(await screen.findByRole('button', { name: messages.actions.resume }, T)).toBeInTheDocument();
    expect(screen.getByText(messages.state.paused)).toBeInTheDocument();
  });

  it('creates a draft from createTask and opens its page', async () => {
    const user = userEvent.setup();
    await render('/tasks?createTask=true');
    const dialog = await screen.findByRole('dialog', {}, T);
    await fillCampaign(user, dialog, 'Draft list');
    await user.click(within(dialog).getByRole('button', { name: /save/i }));
    expect(await screen.findByRole('heading', { name: 'Draft list' }, T)).toBeInTheDocument();
    expect(screen.getByText(messages.state.draft)).toBeInTheDocument();
  });

  it('lists newest first and shows a deleted task as deleted at once', async () => {
    const user = userEvent.setup();
    await render('/tasks');
    const rows = await screen.findAllByRole('row', {}, T);
    await waitFor(() => expect(screen.getAllByRole('row').map((r) => r.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('Draft list')])), T);
    const names = screen.getAllByRole('row').slice(1).map((row) => row.textContent ?? '');
    expect(names.findIndex((t) => t.includes('Draft list'))).toBeLessThan(names.findIndex((t) => t.includes('Renewals')));
    expect(rows.length).toBeGreaterThan(2);
    await user.click(screen.getByRole('button', { name: `${messages.actions.delete} Draft list` }));
    const confirm = (await screen.findByText(messages.confirm.delete('Draft list'))).closest('[role="dialog"]') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: messages.actions.delete }));
    // the row is looked up again on each try: a live refetch may draw the table anew meanwhile
    await waitFor(() => expect(within(screen.getByText('Draft list').closest('tr')!).getByText(messages.deleted)).toBeInTheDocument(), T);
  });

  it('keeps lines for inbound calls: refuses more reserved lines than calls at once, then saves', async () => {
    const user = userEvent.setup();
    await renderPlugin(tasks, { persona: persona(), apiUrl: server.url, ui: <LimitsPanel /> });
    const reserved = await screen.findByLabelText(messages.fields.reservedInboundLines, {}, T);
    const max = screen.getByLabelText(messages.fields.maxConcurrentCalls);
    await user.clear(max);
    await user.type(max, '10');
    await user.clear(reserved);
    await user.type(reserved, '10');
    await user.click(screen.getByRole('button', { name: messages.actions.save }));
    expect(await screen.findByText(messages.validation.reservedAbove)).toBeInTheDocument();
    await user.clear(reserved);
    await user.type(reserved, '3');
    await user.click(screen.getByRole('button', { name: messages.actions.save }));
    expect(await screen.findByText(messages.notify.limitsSaved, {}, T)).toBeInTheDocument();
  });
});
