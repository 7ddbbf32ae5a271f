// The kernel's guard around every plugin screen: a loader that fails or a screen that throws shows
// the kernel's message in its place, and the rest of the page stays.
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { expectConsoleError } from './consoleGuard';
import { guardedScreen, SCREEN_FAILED } from '../../src/kernel/screenBoundary';

function Page({ children }: { children: ReactNode }) {
  return (
    <main>
      <h1>Still here</h1>
      {children}
    </main>
  );
}

describe('guardedScreen', () => {
  it('loads the screen lazily and renders it with its props', async () => {
    const Screen = guardedScreen('test:ok', async () => ({ default: ({ name }: { name: string }) => <p>Hello {name}</p> }));
    render(<Page><Screen name="Ada" /></Page>);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('a chunk that does not load shows the kernel message, not a blank console', async () => {
    // React reports the caught error, and the kernel names the screen that failed
    expectConsoleError(/Failed to fetch dynamically imported module/);
    expectConsoleError(/\[kernel\] test:missing failed/);
    const Screen = guardedScreen<object>('test:missing', () => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(<Page><Screen /></Page>);
    expect(await screen.findByRole('alert')).toHaveTextContent(SCREEN_FAILED);
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
  });

  it('a screen that throws while rendering is contained the same way', async () => {
    expectConsoleError(/Error: boom/);
    const Broken = () => {
      throw new Error('boom');
    };
    const Screen = guardedScreen('test:broken', async () => ({ default: Broken }));
    render(<Page><Screen /></Page>);
    expect(await screen.findByRole('alert')).toHaveTextContent(SCREEN_FAILED);
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
  });
});
