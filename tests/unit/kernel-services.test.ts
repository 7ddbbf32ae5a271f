// Kernel services are bound by token in every view's container; confirm, notify and open-overlay are
// slots the mounted shell fills, so a call before the shell is there fails loudly instead of silently.
import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import { buildContainer, service } from '../../src/kernel/container';
import { NONE_ALLOWED } from '../../src/shared/permissionSet';
import { SHELL_SLOTS, slot, type ShellSlots } from '../../src/kernel/services';
import { TOKENS } from '../../src/kernel/tokens';
import type { HttpClient } from '../../src/adapters/http';

const http: HttpClient = { request: async () => ({}) as never, url: (path) => path, stream: async () => new Response(null, { status: 404 }) };
const session = { logout: vi.fn(async () => {}), refresh: vi.fn(async () => null) };
const reloadView = vi.fn();
const view = { account: null, user: null };

describe('kernel services in the container', () => {
  const container = buildContainer([], { http, view, permissions: NONE_ALLOWED, session, reloadView });

  it('binds each service once, by its token', () => {
    expect(service(container, TOKENS.HttpClient)).toBe(http);
    expect(service(container, TOKENS.ViewedAccount)).toBe(view);
    expect(service(container, TOKENS.Permissions)).toBe(NONE_ALLOWED);
    expect(service(container, TOKENS.SessionActions)).toBe(session);
    expect(service(container, TOKENS.ReloadView)).toBe(reloadView);
  });

  it('has no Session token for plugins to reach', () => {
    expect(Object.keys(TOKENS)).not.toContain('Session');
  });

  it('a bare container (no view) has the shell slots but no view services', () => {
    const bare = buildContainer([]);
    expect(service(bare, TOKENS.HttpClient)).toBeUndefined();
    expect(typeof service(bare, TOKENS.Confirm)).toBe('function');
  });

  it('confirm, notify and open-overlay reach what the shell attached, and fail before it', async () => {
    const slots = container.get<ShellSlots>(SHELL_SLOTS);
    const notify = service(container, TOKENS.Notifier)!;
    expect(() => notify('Saved')).toThrow(/notify is not available before the shell is mounted/);
    const shown = vi.fn();
    const detach = slots.notify.attach(shown);
    notify('Saved', { type: 'success' });
    expect(shown).toHaveBeenCalledWith('Saved', { type: 'success' });
    detach();
    expect(() => notify('Saved')).toThrow();

    slots.confirm.attach(async () => true);
    await expect(service(container, TOKENS.Confirm)!({ title: 'Sure?' })).resolves.toBe(true);
  });
});

describe('slot', () => {
  it('a stale detach does not remove a newer implementation', () => {
    const s = slot<(n: number) => number>('double');
    const detachOld = s.attach((n) => n);
    s.attach((n) => n * 2);
    detachOld();
    expect(s.call(2)).toBe(4);
  });
});
