import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInForm } from '../../src/kernel/signin/SignInForm';
import type { SignInApi } from '../../src/kernel/signin/signInApi';
import { ApiError } from '../../src/adapters/http';

// An in-memory SignInApi: the form's contract is this interface, not HTTP.
function fakeApi(correctCode = 123456) {
  const calls: { verify: number[]; requested: string[] } = { verify: [], requested: [] };
  const verify = async (_to: string, code: number) => {
    calls.verify.push(code);
    if (code !== correctCode) throw new ApiError(400, 'Could not verify code.');
    return 'session-token';
  };
  const api: SignInApi = {
    requestEmailCode: async (email) => void calls.requested.push(email),
    requestPhoneCode: async (phone) => void calls.requested.push(phone),
    verifyEmailCode: verify,
    verifyPhoneCode: verify,
    oneTimeAuth: async () => 'x',
    allocateTempUserSession: async () => ({ id: 'a', token: 'b' }),
  };
  return { api, calls };
}

async function reachCodeStep(email = 'owner@acme.example') {
  const { api, calls } = fakeApi();
  const onToken = vi.fn();
  render(<SignInForm api={api} onToken={onToken} />);
  const send = screen.getByRole('button', { name: 'Send code' });
  expect(send).toBeDisabled();
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(send);
  await screen.findByLabelText('Verification code');
  return { calls, onToken };
}

describe('sign-in form', () => {
  it('asks for the code after sending it to the email', async () => {
    const { calls } = await reachCodeStep();
    expect(calls.requested).toEqual(['owner@acme.example']);
  });

  it('submits nothing until the code is exactly 6 digits', async () => {
    const { calls, onToken } = await reachCodeStep();
    const field = screen.getByLabelText('Verification code');
    const verify = screen.getByRole('button', { name: 'Verify' });
    await userEvent.type(field, '12345');
    expect(verify).toBeDisabled();
    await userEvent.type(field, '{Enter}');
    expect(calls.verify).toEqual([]);
    await userEvent.type(field, 'ab');
    expect(field).toHaveValue('12345');
    await userEvent.type(field, '6789');
    expect(field).toHaveValue('123456');
    expect(verify).toBeEnabled();
    await userEvent.click(verify);
    await waitFor(() => expect(onToken).toHaveBeenCalledWith('session-token'));
    expect(calls.verify).toEqual([123456]);
  });

  it('shows "Could not verify code." for a wrong code', async () => {
    const { onToken } = await reachCodeStep();
    await userEvent.type(screen.getByLabelText('Verification code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not verify code.');
    expect(onToken).not.toHaveBeenCalled();
  });

  it('switches to the phone number and back', async () => {
    const { api, calls } = fakeApi();
    render(<SignInForm api={api} onToken={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use phone number instead' }));
    await userEvent.type(screen.getByLabelText('Phone number'), '+15551230001');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(calls.requested).toEqual(['+15551230001']);
    await userEvent.click(screen.getByRole('button', { name: 'Use email instead' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});
