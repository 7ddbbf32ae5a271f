// The guard every component test runs under (setup.ts): these prove it fails a test on a React
// warning, a console error or an uncaught error, and on a declared message that never came.
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { expectConsoleError, expectConsoleWarning, finishConsoleCheck, startConsoleCheck } from './consoleGuard';

/** Runs the after-test check now, then starts a fresh one so the real after-test check passes. */
function checkNow(): () => void {
  return () => {
    try {
      finishConsoleCheck();
    } finally {
      startConsoleCheck();
    }
  };
}

describe('the console guard', () => {
  it('fails a test on a React warning, naming it', () => {
    const items = ['a', 'b'];
    render(<ul>{items.map((item) => <li>{item}</li>)}</ul>);
    expect(checkNow()).toThrow(/console error: .*unique "key" prop/);
  });

  it('fails a test on console.warn and on console.error', () => {
    console.warn('careful');
    console.error('broken');
    expect(checkNow()).toThrow(/console warn: careful\n- console error: broken/);
  });

  it('fails a test on an error nobody caught', () => {
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('thrown in a handler') }));
    expect(checkNow()).toThrow(/console uncaught: Error: thrown in a handler/);
  });

  it('lets a declared message through, and only that one', () => {
    expectConsoleError(/Forbidden/);
    console.error('HttpError: Forbidden');
    console.error('something else');
    expect(checkNow()).toThrow(/^(?![\s\S]*Forbidden)[\s\S]*something else/);
  });

  it('fails a test whose declared message never came', () => {
    expectConsoleWarning(/deprecated/);
    expect(checkNow()).toThrow(/expected a console warn matching \/deprecated\/, none came/);
  });

  it('fails a test that silences the console itself', () => {
    console.error = () => {};
    console.error('still seen');
    expect(checkNow()).toThrow(/assigned console.error[\s\S]*console error: still seen/);
    expect(() => vi.spyOn(console, 'warn').mockImplementation(() => {})).toThrow();
  });

  it('passes a test whose declared messages came', () => {
    expectConsoleError(/Forbidden/);
    console.error('HttpError: Forbidden');
    expect(checkNow()).not.toThrow();
  });
});
