// Contributions are typed per token: tsc (npm run typecheck) checks every `@ts-expect-error` below, so
// if a menu entry ever became bindable to the overlay token, the unused directive fails the typecheck.
// The runtime part only proves the well-typed calls do what they say.
import 'reflect-metadata';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { buildContainer, collect } from '../../src/kernel/container';
import type { MenuContribution, OverlayContribution } from '../../src/kernel/contracts';
import { definePlugin, type Contribute } from '../../src/kernel/definePlugin';
import { contributionToken, TOKENS, type ContributionToken } from '../../src/kernel/tokens';

const menuEntry: MenuContribution = { id: 'm', label: 'M', to: '/m', group: 'workspace' };
const overlay: OverlayContribution = { name: 'help', component: () => null };

/** Binds through a plugin's own `contribute` (definePlugin's escape hatch for other tokens). */
function bindWith(body: (contribute: Contribute) => void) {
  const plugin = definePlugin({ id: 'typed', contribute: body }, { plugins: [] });
  return buildContainer([plugin]);
}

describe('typed contribution tokens', () => {
  it('a menu entry binds to the menu token, an overlay to the overlay token', () => {
    const container = bindWith((contribute) => {
      contribute(TOKENS.Menu, menuEntry);
      contribute(TOKENS.Overlay, overlay);
    });
    expect(collect(container, TOKENS.Menu)).toEqual([menuEntry]);
    expect(collect(container, TOKENS.Overlay)).toEqual([overlay]);
  });

  it('a menu entry does not bind to the overlay token (nor an overlay to the menu token)', () => {
    const wrong = (contribute: Contribute) => {
      // @ts-expect-error a MenuContribution is not an OverlayContribution
      contribute(TOKENS.Overlay, menuEntry);
      // @ts-expect-error an OverlayContribution is not a MenuContribution
      contribute(TOKENS.Menu, overlay);
      // @ts-expect-error a settings panel needs a title and a component
      contribute(TOKENS.SettingsPanel, { id: 'p' });
    };
    expect(wrong).toBeTypeOf('function');
  });

  it('tokens carry their type: collect() returns it, and tokens of different types do not mix', () => {
    const container = buildContainer([]);
    expectTypeOf(collect(container, TOKENS.Menu)).toEqualTypeOf<MenuContribution[]>();
    expectTypeOf(collect(container, TOKENS.Overlay)).toEqualTypeOf<OverlayContribution[]>();
    expectTypeOf(TOKENS.Menu).not.toMatchTypeOf<ContributionToken<OverlayContribution>>();
    // @ts-expect-error the overlay token is not a menu token
    const menuToken: ContributionToken<MenuContribution> = TOKENS.Overlay;
    expect(menuToken).toBeDefined();
  });

  it('a new contribution point is one token: no record to edit', () => {
    const Greeting = contributionToken<{ text: string }>('test.Greeting');
    const container = bindWith((contribute) => {
      contribute(Greeting, { text: 'hello' });
      // @ts-expect-error a greeting is { text }, not a number
      contribute(Greeting, 42);
    });
    expect(collect(container, Greeting)).toEqual([{ text: 'hello' }, 42]);
  });
});
