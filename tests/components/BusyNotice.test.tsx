// The shell's "Server busy, retrying…" notice follows the calls waiting to be retried after a 503
// with Retry-After (src/adapters/busyRetry.ts), without blocking the page.
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { serverBusy } from '../../src/adapters/busyRetry';
import { i18nProvider } from '../../src/kernel/i18n';
import { KERNEL_MESSAGES } from '../../src/kernel/i18n/kernelMessages';
import { BusyNotice } from '../../src/kernel/shell/BusyNotice';

describe('BusyNotice', () => {
  it('shows while a call waits to be retried, and goes once none does', async () => {
    render(
      <I18nContextProvider value={i18nProvider}>
        <button>Save</button>
        <BusyNotice />
      </I18nContextProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    act(() => serverBusy.change(+1));
    act(() => serverBusy.change(+1));
    expect(screen.getByRole('status')).toHaveTextContent(KERNEL_MESSAGES.switchboard.busy.retrying);
    // not modal: the page stays reachable
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
    act(() => serverBusy.change(-1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => serverBusy.change(-1));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
