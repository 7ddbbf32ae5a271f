// The route kit's contract at the type level and its pure parts: a handler's context is typed from
// the route's own zod schemas and auth level (a public route has no caller), and the plugin-toggle
// resolution is the console's (manifest default, toggle key false in the resolved settings).
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { AccountRow } from '../../server/auth/context';
import { defineRoute } from '../../server/kit/defineRoute';
import { canBeSwitchedOff, isPluginOn } from '../../server/kit/pluginToggle';
import { done } from '../../server/kit/schemas';

describe('defineRoute types the handler from its schemas', () => {
  it('gives an account route its parsed body, query and the accounts', () => {
    defineRoute({
      method: 'POST',
      url: '/typed',
      auth: 'account',
      summary: 'typed',
      query: z.object({ page: z.coerce.number() }),
      body: z.object({ name: z.string(), tags: z.array(z.string()).default([]) }),
      response: done,
      handler: ({ body, query, caller, target, subject }) => {
        expectTypeOf(body).toEqualTypeOf<{ name: string; tags: string[] }>();
        expectTypeOf(query.page).toEqualTypeOf<number>();
        expectTypeOf(query.token).toEqualTypeOf<string>();
        expectTypeOf(caller).toEqualTypeOf<AccountRow>();
        expectTypeOf(target).toEqualTypeOf<AccountRow>();
        expectTypeOf(subject).toEqualTypeOf<AccountRow>();
        // @ts-expect-error: not in the body schema
        void body.email;
        return { success: true };
      },
    });
  });

  it('gives a public route no caller', () => {
    defineRoute({
      method: 'GET',
      url: '/public',
      auth: 'public',
      summary: 'public',
      response: done,
      handler: (ctx) => {
        // @ts-expect-error: nobody is signed in on a public route
        void ctx.caller;
        return { success: true };
      },
    });
  });
});

describe('plugin toggles, resolved as the console does', () => {
  it('switches contacts off by its toggle only', () => {
    expect(canBeSwitchedOff('contacts')).toBe(true);
    expect(isPluginOn('contacts', {})).toBe(true);
    expect(isPluginOn('contacts', { enableContacts: true })).toBe(true);
    expect(isPluginOn('contacts', { enableContacts: false })).toBe(false);
  });

  it('never switches off a plugin without a toggle', () => {
    expect(canBeSwitchedOff('accounts')).toBe(false);
    expect(isPluginOn('accounts', { enableContacts: false })).toBe(true);
  });
});
