import { describe, expect, it } from 'vitest';
import { isEmbedMode } from '../../src/kernel/embed';

describe('isEmbedMode', () => {
  it.each([
    ['/app', '?appEmbed', false, true],
    ['/app', '?appEmbed=', false, true],
    ['/app/contacts', '?appEmbed=true', false, true],
    ['/app/contacts', '?appEmbed=TRUE', false, true],
    ['/app', '?appEmbed=1', false, true],
    ['/app', '?appEmbed=yes', false, true],
    ['/app', '?appEmbed=Y', false, true],
    ['/app', '?appEmbed=no', false, false],
    ['/app', '?appEmbed=0', false, false],
    ['/app', '?appEmbed=false', false, false],
    ['/app', '', false, false],
    ['/app/org/7', '?other=1', false, false],
    ['/app/org/7', '', true, true],
    ['/docs', '?appEmbed=true', false, false],
    ['/docs', '', true, false],
    ['/application', '?appEmbed=1', false, false],
  ])('%s%s (foreign frame %s) → %s', (pathname, search, frame, expected) => {
    expect(isEmbedMode(pathname, search, frame)).toBe(expected);
  });
});
