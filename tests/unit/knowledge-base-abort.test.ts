// A cancelled documents poll (leaving the page) must stay an AbortError all the way up, whichever
// realm's DOMException fetch rejected with: the kernel's provider must not turn it into "Something
// went wrong." and react-admin must recognise it (it skips logging only `instanceof DOMException`).
import { describe, expect, it } from 'vitest';
import { isAbortError } from '../../src/adapters/errors';
import { isAbort, kbFailure } from '../../src/plugins/knowledge-base/api';

// what another realm's DOMException looks like here: named AbortError, not of this realm's classes
const foreignAbort = Object.assign(Object.create(null), { name: 'AbortError', message: 'This operation was aborted' });

describe('aborted requests', () => {
  it('are recognised by name, not by class', () => {
    expect(isAbortError(foreignAbort)).toBe(true);
    expect(isAbort(foreignAbort)).toBe(true);
    expect(isAbortError(new Error('boom'))).toBe(false);
    expect(isAbortError(null)).toBe(false);
  });

  it('come out of the knowledge-base adapter as this realm\'s DOMException AbortError', () => {
    const error = kbFailure('delete', foreignAbort);
    expect(error).toBeInstanceOf(DOMException);
    expect(error.name).toBe('AbortError');
    expect(error.message).toBe('This operation was aborted');
  });
});
