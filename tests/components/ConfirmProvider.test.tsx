import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmProvider, useConfirm, type ConfirmOptions } from '../../src/kernel/shell/ConfirmProvider';

function Asker({ options }: { options: ConfirmOptions }) {
  const confirm = useConfirm();
  const [result, setResult] = useState('none');
  return (
    <>
      <button onClick={() => confirm(options).then((ok) => setResult(String(ok)))}>Ask</button>
      <output aria-label="result">{result}</output>
    </>
  );
}

const renderAsker = (options: ConfirmOptions) =>
  render(
    <ConfirmProvider>
      <Asker options={options} />
    </ConfirmProvider>,
  );

describe('the global confirmation dialog', () => {
  it('shows icon, title, details and both buttons, and confirms', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderAsker({
      title: 'Delete contact?',
      details: 'Ada Lovelace will be removed.',
      icon: <span data-testid="icon">!</span>,
      confirmLabel: 'Delete',
      confirmColor: 'error',
      cancelLabel: 'Keep',
      onConfirm,
      onCancel,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog', { name: /Delete contact\?/ });
    expect(dialog).toHaveTextContent('Ada Lovelace will be removed.');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    const confirmButton = screen.getByRole('button', { name: 'Delete' });
    expect(confirmButton.className).toMatch(/colorError/);
    await userEvent.click(confirmButton);
    await waitFor(() => expect(screen.getByRole('status', { name: 'result' })).toHaveTextContent('true'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancels with its own handler', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderAsker({ title: 'Leave?', cancelLabel: 'Stay', cancelColor: 'secondary', onConfirm, onCancel });
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const stay = await screen.findByRole('button', { name: 'Stay' });
    expect(stay.className).toMatch(/colorSecondary/);
    await userEvent.click(stay);
    await waitFor(() => expect(screen.getByRole('status', { name: 'result' })).toHaveTextContent('false'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is unavailable outside the provider', () => {
    const Broken = () => {
      useConfirm();
      return null;
    };
    expect(() => render(<Broken />)).toThrow(/ConfirmProvider/);
  });
});
