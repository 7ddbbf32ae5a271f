// Shared by the e2e journeys that scan a screen with axe-core: a screen settled enough to scan, and
// its serious or critical findings against WCAG 2 A/AA (the minor ones are not failures here).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Serious and critical findings. `contrast: false` skips colour contrast, most of a scan's time (~3x
 * the other rules): a journey scanning many screens checks it once, the colours being the theme's.
 */
export async function findings(page: Page, { contrast = true }: { contrast?: boolean } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).options({ resultTypes: ['violations'] });
  const { violations } = await (contrast ? builder : builder.disableRules(['color-contrast'])).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

export async function settle(page: Page): Promise<void> {
  // not 'networkidle': the live events stream stays open on every screen
  await page.waitForLoadState('load');
  await expect(page.locator('main')).toBeVisible();
  // react-admin's list skeletons and the route's lazy chunk are gone once no loading indicator shows
  // (an indeterminate progress bar: one with a value, a task list's progress, is content)
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 15_000 });
}
