// The kernel's guard around every plugin screen: a loader that fails or a screen that throws shows
// the kernel's message in its place, and the rest of the page stays.
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { guardedScreen, SCREEN_FAILED } from '../../src/kernel/screenBoundary';

afterEach(() => vi.restoreAllMocks());

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
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Screen = guardedScreen<object>('test:missing', () => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(<Page><Screen /></Page>);
    expect(await screen.findByRole('alert')).toHaveTextContent(SCREEN_FAILED);
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('[kernel] test:missing failed', expect.any(Error), expect.anything());
  });

  it('a screen that throws while rendering is contained the same way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    const Screen = guardedScreen('test:broken', async () => ({ default: Broken }));
    render(<Page><Screen /></Page>);
    expect(await screen.findByRole('alert')).toHaveTextContent(SCREEN_FAILED);
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
  });
});
