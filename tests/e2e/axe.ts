// Shared by the e2e journeys that scan a screen with axe-core: a screen settled enough to scan, and
// its serious or critical findings against WCAG 2 A/AA (the minor ones are not failures here).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export async function findings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

export async function settle(page: Page): Promise<void> {
  // not 'networkidle': the live events stream stays open on every screen
  await page.waitForLoadState('load');
  await expect(page.locator('main')).toBeVisible();
  // react-admin's list skeletons and the route's lazy chunk are gone once no progress bar shows
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0, { timeout: 15_000 });
}
