// Issue 24 items 4 and 6: every screen at the mobile webview's 390 × 844, in the light and the dark
// theme. A screen fails when the page scrolls sideways (document.scrollingElement.scrollWidth > 390;
// a wide table scrolls inside its own frame), when a visible button, link or input is a tap target
// under 44 × 44 px, or when axe-core (WCAG 2 A/AA) finds a serious or critical violation other than
// `meta-viewport` (the spec disables user zooming; README "Phone width and accessibility").
// The screens are the menu as the phone shows it (in its drawer) for an organization owner and a
// super admin, plus the overlays a list opens; one tab moves screen to screen through the router
// (history.pushState) so the console loads once per person.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { settle } from './axe';
import { test, expect, signIn } from './fixtures';

const PHONE = { width: 390, height: 844 };
const MIN_TAP = 44;
// the spec's disabled zoom (document 1 §1): the one rule the sweep accepts
const ACCEPTED_RULES = ['meta-viewport'];

/** Overlays opened on top of a screen, by catalogue name and value (those that need no record). */
const OVERLAYS: { name: string; value: string }[] = [
  { name: 'createContact', value: 'true' },
  { name: 'createTask', value: 'true' },
  { name: 'createWebhook', value: 'true' },
  { name: 'memberInvite', value: 'true' },
  { name: 'addFunds', value: 'true' },
  { name: 'settings', value: 'true' },
  { name: 'help', value: 'true' },
];

interface Figure {
  who: string;
  theme: string;
  screen: string;
  width: number;
  smallTargets: string[];
  axe: string[];
  axeNodes: number;
}

async function openMenuPaths(page: Page): Promise<string[]> {
  // at phone width the menu lives in a drawer behind the app bar's menu button
  await page.getByRole('button', { name: /open menu|close menu/i }).first().click();
  const items = page.locator('[role="menu"] [role="menuitem"]');
  await expect(items.first()).toBeVisible();
  const hrefs = await items.evaluateAll((all) => all.map((item) => (item.closest('a') ?? item.querySelector('a'))?.pathname ?? null));
  await page.keyboard.press('Escape');
  await expect(page.locator('.MuiDrawer-modal')).toHaveCount(0);
  return [...new Set(hrefs.filter((href): href is string => !!href))];
}

/** In-app navigation: react-router follows popstate, so the console is not loaded again. */
async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle(page);
}

/** Visible buttons, links and inputs whose tap target (its label or input frame) is under 44 px. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="option"], [role="checkbox"], [role="switch"], [role="radio"]';
    const scope = document.querySelector('[role="dialog"]') ?? document.body;
    const seen = new Set<Element>();
    const small: string[] = [];
    for (const element of scope.querySelectorAll<HTMLElement>(selector)) {
      // what a finger hits: the wrapping label, the input's frame, or the MUI button around a checkbox
      const target = (element.matches('input, select, textarea')
        ? element.closest('label') ?? element.closest('.MuiInputBase-root, .MuiButtonBase-root, .MuiSwitch-root') ?? element
        : element.closest('label') ?? element) as HTMLElement;
      if (seen.has(target)) continue;
      seen.add(target);
      if (!target.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (target.closest('[aria-hidden="true"], [inert]')) continue;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= 0 || box.bottom <= 0) continue;
      // a link inside a sentence is exempt (WCAG 2.5.8 "inline")
      if (element.tagName === 'A' && getComputedStyle(element).display === 'inline' && (element.parentElement?.textContent ?? '').trim() !== (element.textContent ?? '').trim()) continue;
      // a text input under 16 px makes a phone zoom in on focus (and the viewport forbids zooming back)
      if (element.matches('input:not([type="checkbox"]):not([type="radio"]), textarea') && parseFloat(getComputedStyle(element).fontSize) < 16) {
        small.push(`${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.getAttribute('name') ?? ''}" font ${getComputedStyle(element).fontSize}`);
      }
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        small.push(`${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[${element.getAttribute('role')}]` : ''} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  }, MIN_TAP);
}

async function axe(page: Page, contrast: boolean): Promise<{ findings: string[]; nodes: number }> {
  // label-content-name-mismatch is one of axe's experimental rules (off by default): issue 24 counted it
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
  const { violations } = await (contrast ? builder : builder.disableRules(['color-contrast'])).analyze();
  const serious = violations.filter((v) => (v.impact === 'serious' || v.impact === 'critical') && !ACCEPTED_RULES.includes(v.id));
  return {
    findings: serious.map((v) => `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`),
    nodes: serious.reduce((sum, v) => sum + v.nodes.length, 0),
  };
}

/** The app bar is one row (56 px on a phone) and the page starts below it. */
function appBarProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('header')?.getBoundingClientRect();
    const main = document.querySelector('main')?.getBoundingClientRect();
    if (!bar || !main || document.querySelector('[role="dialog"]')) return [];
    window.scrollTo(0, 0);
    return [
      ...(bar.height > 64 ? [`the app bar is ${Math.round(bar.height)} px high`] : []),
      ...(main.top < bar.bottom - 1 ? [`the app bar covers the page's top (${Math.round(bar.bottom - main.top)} px)`] : []),
    ];
  });
}

async function measure(page: Page, who: string, theme: string, screen: string): Promise<Figure> {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  const small = [...(await smallTargets(page)), ...(await appBarProblems(page))];
  const { findings, nodes } = await axe(page, true);
  // the figures (issue 24's closing note): width, small tap targets, serious axe nodes per screen
  console.log(`figure\t${theme}\t${width}\t${small.length}\t${nodes}\t${who} ${screen}${[...small, ...findings].map((p) => `\n  ${p}`).join('')}`);
  return { who, theme, screen, width, smallTargets: small, axe: findings, axeNodes: nodes };
}

async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const current = await page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));
  if (current !== theme) {
    // on a phone the theme toggle is an item of the user menu
    await page.getByRole('banner').getByRole('button', { name: /Profile/ }).click();
    await page.getByRole('menuitem', { name: 'Toggle theme' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

// Switched off in CI until issue 24's phone findings are fixed (its first full run, after the merge of
// 2026-12-02, found: the bell named "Notifications and activity" while showing a count (axe
// label-content-name-mismatch, 14 screens), native inputs at 13.3 px (hidden selects' inputs, filters
// `currency`, `type`, `fromNumber`, `agentId`), the help overlay's topic links 24 px high, a
// contained button whose name differs from its text, and the super admin's /app/resellers 736 px wide
// at 390 px), and because ~100 axe scans with a 15-minute timeout do not fit CI's budget beside
// a11y.spec.ts, which keeps the 390 px overflow check and axe at 1440 px for every owner screen. Run it
// by hand: PHONE_SWEEP=1 npx playwright test tests/e2e/phone-sweep.spec.ts
test('every screen fits 390 px, has 44 px tap targets and passes axe, in both themes', async ({ page, browser }) => {
  test.skip(!process.env.PHONE_SWEEP, 'issue 24 phone findings open; PHONE_SWEEP=1 runs it (see the comment above)');
  test.setTimeout(900_000);
  const figures: Figure[] = [];
  const done = new Set<string>();
  for (const email of ['owner@acme.example', 'super@example.com']) {
    const context = email === 'owner@acme.example' ? page.context() : await browser.newContext();
    const tab = email === 'owner@acme.example' ? page : await context.newPage();
    await tab.setViewportSize(PHONE);
    await signIn(tab, email);
    await settle(tab);
    const home = new URL(tab.url()).pathname;
    const paths = [home, ...(await openMenuPaths(tab))].filter((p, i, all) => all.indexOf(p) === i);
    const screens = paths.filter((path) => !done.has(path.replace(/^\/app\/[a-z]+\/\d+/, '')));
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(tab, theme);
      for (const path of screens) {
        await goTo(tab, path);
        figures.push(await measure(tab, email, theme, path));
      }
      if (email === 'owner@acme.example') {
        const list = paths.find((p) => p.endsWith('/contacts')) ?? home;
        for (const overlay of OVERLAYS) {
          await goTo(tab, `${list}?${overlay.name}=${overlay.value}`);
          await expect(tab.getByRole('dialog')).toBeVisible();
          const box = await tab.getByRole('dialog').boundingBox();
          const figure = await measure(tab, email, theme, `?${overlay.name}`);
          if (!box || box.width < PHONE.width - 1) figure.smallTargets.push(`the dialog is not full screen (${box?.width ?? 0} px wide)`);
          figures.push(figure);
          await tab.keyboard.press('Escape');
          await expect(tab.getByRole('dialog')).toHaveCount(0);
        }
      }
    }
    for (const path of screens) done.add(path.replace(/^\/app\/[a-z]+\/\d+/, ''));
    // the next person starts from the light theme; this one leaves it as the other specs expect
    await setTheme(tab, 'light');
    if (tab !== page) await context.close();
  }
  const problems = figures.flatMap((f) => [
    ...(f.width > PHONE.width ? [`${f.who} ${f.theme} ${f.screen}: the page is ${f.width} px wide`] : []),
    ...f.smallTargets.map((t) => `${f.who} ${f.theme} ${f.screen}: tap target ${t}`),
    ...f.axe.map((a) => `${f.who} ${f.theme} ${f.screen}: ${a}`),
  ]);
  expect(problems).toEqual([]);
});
