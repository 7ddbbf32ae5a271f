// Scheduled reports in the console over the real reference server (issue 10 point 15): an owner
// opens "Schedule report" on the Metrics page, sees that mail goes to the demo outbox, creates a
// monthly schedule for two members, sends it now (the outbox lists both messages), edits it and
// deletes it. An admin who is not the owner gets no button.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../src/plugins/dashboards/messages';
import dashboards from '../../src/plugins/dashboards/module';
import { location, renderPlugin } from './renderPlugin';

vi.setConfig({ testTimeout: 60_000 });

async function choose(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('dashboards: scheduled reports', () => {
  it('an owner schedules the report for members, sends it now through the outbox, edits and deletes it', async () => {
    const user = userEvent.setup();
    const { requests } = await renderPlugin(dashboards, { persona: 'owner@acme.example', path: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: messages.scheduleReport }));
    await waitFor(() => expect(location.current).toMatch(/scheduleReport=/));
    const dialog = await screen.findByRole('dialog', { name: messages.schedulesTitle });
    expect(await within(dialog).findByText(messages.outboxDemo)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.noSchedules)).toBeInTheDocument();

    // a new schedule: monthly on the 15th at 07:00 UTC, to the owner (chosen already) and the admin
    await user.click(within(dialog).getByRole('button', { name: messages.newSchedule }));
    const form = await within(dialog).findByRole('form', { name: messages.editSchedule });
    await choose(user, form, messages.frequency, messages.frequencies.monthly);
    await choose(user, form, messages.monthDay, '15');
    await choose(user, form, messages.hour, messages.hourLabel(7));
    await choose(user, form, messages.reportWindow, messages.windows['last 7 days']!);
    const owner = within(form).getByRole('checkbox', { name: /owner@acme\.example/ });
    expect(owner).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: /admin@acme\.example/ }));
    await user.click(within(form).getByRole('button', { name: messages.saveSchedule }));
    const list = await within(dialog).findByRole('list', { name: messages.schedulesTitle });
    const description = 'Monthly on day 15 at 07:00 UTC';
    expect(within(list).getByText(description)).toBeInTheDocument();
    expect(within(list).getByText(/Next: .* 15, \d{4}, 07:00 UTC/)).toBeInTheDocument();
    const created = requests.find((r) => r.startsWith('POST /api/v2/reportSchedules'));
    expect(created).toBeDefined();

    // send now: both members get the PDF through the outbox, listed with their status
    await user.click(within(list).getByRole('button', { name: `${messages.sendNow}: ${description}` }));
    expect(await within(dialog).findByText(messages.sent(2))).toBeInTheDocument();
    const outbox = await within(dialog).findByRole('table', { name: messages.outboxTitle });
    await waitFor(() => expect(within(outbox).getAllByRole('row')).toHaveLength(3));
    expect(within(outbox).getByText('owner@acme.example')).toBeInTheDocument();
    expect(within(outbox).getByText('admin@acme.example')).toBeInTheDocument();
    expect(within(outbox).getAllByText(messages.status.stored!)).toHaveLength(2);
    expect(within(outbox).getAllByText(/Acme dashboard report/)).toHaveLength(2);
    expect(await within(list).findByText(/Last sent: /)).toBeInTheDocument();

    // edit: weekly on Friday
    await user.click(within(list).getByRole('button', { name: `${messages.edit}: ${description}` }));
    const editForm = await within(dialog).findByRole('form', { name: messages.editSchedule });
    await choose(user, editForm, messages.frequency, messages.frequencies.weekly);
    await choose(user, editForm, messages.weekday, 'Friday');
    await user.click(within(editForm).getByRole('button', { name: messages.saveSchedule }));
    const weekly = 'Every Friday at 07:00 UTC';
    expect(await within(dialog).findByText(weekly)).toBeInTheDocument();

    // delete, confirmed
    await user.click(within(dialog).getByRole('button', { name: messages.deleteSchedule(weekly) }));
    const confirm = await screen.findByRole('dialog', { name: messages.deleteQuestion });
    await user.click(within(confirm).getByRole('button', { name: messages.delete }));
    expect(await within(dialog).findByText(messages.noSchedules)).toBeInTheDocument();
    expect(requests.some((r) => r.startsWith('DELETE /api/v2/reportSchedules/'))).toBe(true);
  });

  it('an admin who is not the owner has no "Schedule report" button', async () => {
    await renderPlugin(dashboards, { persona: 'admin@acme.example', path: '/dashboard' });
    expect(await screen.findByRole('button', { name: messages.downloadPdf })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.scheduleReport })).not.toBeInTheDocument();
  });
});
