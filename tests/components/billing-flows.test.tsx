// The plan flows against a reference server of this file's own: Harbor Dental's owner, with no plan,
// chooses one and is sent to the checkout (product/subscribe answered with a Demo payments URL);
// Northwind's reseller cancels Acme's Growth subscription (a reason is required, then a
// confirmation) and the plan card says until when it stays.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import billing from '../../src/plugins/billing/module';
import { messages } from '../../src/plugins/billing/messages';
import { renderPlugin } from './renderPlugin';
import { startOwnServer, type OwnServer } from './ownServer';

vi.setConfig({ testTimeout: 60_000 });

let own: OwnServer;
beforeAll(async () => {
  own = await startOwnServer();
}, 120_000);
afterAll(async () => {
  await own?.stop();
});

describe('the plan flows', () => {
  it('an owner without a plan chooses one and is sent to its checkout', async () => {
    const user = userEvent.setup();
    const rendered = await renderPlugin(billing, { persona: 'owner@harbordental.example', path: '/billing', apiUrl: own.url });
    const plan = await screen.findByTestId('current-plan', {}, { timeout: 15_000 });
    expect(await within(plan).findByText(messages.plan.none)).toBeInTheDocument();
    expect(within(plan).getByText(messages.plan.status.none)).toBeInTheDocument();
    expect(within(plan).queryByRole('button', { name: messages.actions.cancel })).not.toBeInTheDocument();
    await user.click(within(plan).getByRole('button', { name: messages.actions.choose }));
    const dialog = await screen.findByRole('dialog', { name: messages.plans.selectTitle });
    const starter = await within(dialog).findByTestId('plan-starter');
    expect(within(starter).getByText('$29.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.terms.year }));
    await waitFor(() => expect(within(starter).getByText('$290.00')).toBeInTheDocument());
    await user.click(within(starter).getByRole('button', { name: messages.actions.subscribe }));
    await waitFor(() => expect(rendered.requests).toContain('POST /api/v2/product/subscribe'));
    // jsdom does not leave the page: the button stays pending (a failed call would end it with an alert)
    await waitFor(() => expect(within(starter).getByRole('button', { name: messages.actions.subscribing })).toBeDisabled());
    expect(within(starter).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a reseller cancels an organization\'s subscription after giving a reason and confirming', async () => {
    const user = userEvent.setup();
    await renderPlugin(billing, { persona: 'reseller@example.com', target: own.seeded.orgs.acme, path: '/billing', apiUrl: own.url });
    const plan = await screen.findByTestId('current-plan', {}, { timeout: 15_000 });
    await user.click(await within(plan).findByRole('button', { name: messages.actions.cancel }));
    const dialog = await screen.findByRole('dialog', { name: messages.subscriptionTitle });
    const form = await within(dialog).findByRole('form', { name: messages.cancel.title });
    await user.click(within(form).getByRole('button', { name: messages.actions.cancel }));
    expect(await within(form).findByText(messages.cancel.errors.reason)).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: messages.cancel.reasons.other }));
    await user.click(within(form).getByRole('button', { name: messages.actions.cancel }));
    expect(await within(form).findByText(messages.cancel.errors.detailsForOther)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(messages.cancel.details), 'We moved to a yearly contract');
    await user.click(within(form).getByRole('button', { name: messages.actions.cancel }));
    const confirm = await screen.findByRole('dialog', { name: messages.cancel.confirmTitle });
    expect(within(confirm).getByText(/^Growth stays active until [A-Z][a-z]{2} \d{1,2}, \d{4}\./)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: messages.actions.cancel }));
    expect(await screen.findByText(messages.cancel.done)).toBeInTheDocument();
    await waitFor(() => expect(within(plan).getByText(messages.plan.status.canceling)).toBeInTheDocument());
    expect(within(plan).getByText(/^Access ends on /)).toBeInTheDocument();
    expect(within(plan).queryByRole('button', { name: messages.actions.cancel })).not.toBeInTheDocument();
  });
});
