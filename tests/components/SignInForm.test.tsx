import { describe, expect, inject, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInForm } from '../../src/kernel/signin/SignInForm';
import { createSignInApi, type SignInApi } from '../../src/kernel/signin/signInApi';
import { createHttpClient } from '../../src/adapters/http';
import { latestOutboxCode } from '../../server/demoSignIn';

vi.setConfig({ testTimeout: 20_000 });

// The form over the real sign-in API of the reference server (started by globalSetup); the wrapper
// only records what the form asked for.
function realApi() {
  const base = createSignInApi(
    createHttpClient(inject('apiUrl'), () => ({ token: null, targetAccountId: null, adminToken: null })),
  );
  const calls: { verify: number[]; requested: string[] } = { verify: [], requested: [] };
  const api: SignInApi = {
    ...base,
    requestEmailCode: (email, ...rest) => (calls.requested.push(email), base.requestEmailCode(email, ...rest)),
    requestPhoneCode: (phone, ...rest) => (calls.requested.push(phone), base.requestPhoneCode(phone, ...rest)),
    verifyEmailCode: (to, code, ...rest) => (calls.verify.push(code), base.verifyEmailCode(to, code, ...rest)),
    verifyPhoneCode: (to, code, ...rest) => (calls.verify.push(code), base.verifyPhoneCode(to, code, ...rest)),
  };
  return { api, calls };
}

/** The code the demo outbox holds for `to`. */
const codeFor = (to: string): Promise<string> => latestOutboxCode(inject('apiUrl'), to);

/** A 6-digit code that is not `code`. */
const otherThan = (code: string) => (code === '123456' ? '654321' : '123456');

async function reachCodeStep(email = 'admin@acme.example') {
  const { api, calls } = realApi();
  const onToken = vi.fn();
  render(<SignInForm api={api} onToken={onToken} />);
  const send = screen.getByRole('button', { name: 'Send code' });
  expect(send).toBeDisabled();
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(send);
  await screen.findByLabelText('Verification code');
  return { calls, onToken, code: await codeFor(email) };
}

describe('sign-in form', () => {
  it('asks for the code after sending it to the email', async () => {
    const { calls, code } = await reachCodeStep();
    expect(calls.requested).toEqual(['admin@acme.example']);
    expect(code).toMatch(/^[1-9]\d{5}$/);
  });

  it('submits nothing until the code is exactly 6 digits, then signs in', async () => {
    const { calls, onToken, code } = await reachCodeStep();
    const field = screen.getByLabelText('Verification code');
    const verify = screen.getByRole('button', { name: 'Verify' });
    await userEvent.type(field, code.slice(0, 5));
    expect(verify).toBeDisabled();
    await userEvent.type(field, '{Enter}');
    expect(calls.verify).toEqual([]);
    await userEvent.type(field, 'ab');
    expect(field).toHaveValue(code.slice(0, 5));
    await userEvent.type(field, `${code.slice(5)}9`);
    expect(field).toHaveValue(code);
    expect(verify).toBeEnabled();
    await userEvent.click(verify);
    await waitFor(() => expect(onToken).toHaveBeenCalledTimes(1));
    expect(onToken.mock.calls[0][0]).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(calls.verify).toEqual([Number(code)]);
  });

  it('shows "Could not verify code." for a wrong code', async () => {
    const { onToken, code } = await reachCodeStep();
    await userEvent.type(screen.getByLabelText('Verification code'), otherThan(code));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not verify code.');
    expect(onToken).not.toHaveBeenCalled();
  });

  it('signs in by phone number', async () => {
    const { api, calls } = realApi();
    const onToken = vi.fn();
    render(<SignInForm api={api} onToken={onToken} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use phone number instead' }));
    await userEvent.type(screen.getByLabelText('Phone number'), '+15551230005');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(calls.requested).toEqual(['+15551230005']);
    await userEvent.type(screen.getByLabelText('Verification code'), await codeFor('+15551230005'));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onToken).toHaveBeenCalledTimes(1));
    expect(calls.verify).toHaveLength(1);
  });

  it('switches to the phone number and back to email', async () => {
    render(<SignInForm api={realApi().api} onToken={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use phone number instead' }));
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use email instead' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('says when a code went out (the signed-in app starts loading then), not before', async () => {
    const onCodeSent = vi.fn();
    render(<SignInForm api={realApi().api} onToken={vi.fn()} onCodeSent={onCodeSent} />);
    await userEvent.type(screen.getByLabelText('Email'), 'admin@acme.example');
    expect(onCodeSent).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Verification code');
    expect(onCodeSent).toHaveBeenCalledTimes(1);
  });

  it('focuses each step\'s field and describes the code field by its hint', async () => {
    await reachCodeStep();
    const field = screen.getByLabelText('Verification code');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(field, '12');
    expect(field).toHaveAccessibleDescription('Enter all 6 digits');
  });
});
