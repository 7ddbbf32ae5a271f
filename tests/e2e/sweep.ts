// The screen sweep of issue 24 items 4 and 6, shared by sweep-owner.spec.ts and sweep-admins.spec.ts
// (two files so the two Playwright workers share it). Every screen is visited in two passes that
// together cover both languages and both themes: English in the light theme, then French in the dark
// theme. Each pass is at the mobile webview's 390 × 844 and a screen fails when:
// - the page scrolls sideways (document.scrollingElement.scrollWidth > 390; a wide table scrolls inside
//   its own frame);
// - a visible button, link or input is a tap target under 44 × 44 px (a link inside a sentence is
//   exempt, WCAG 2.5.8), or a text input or select computes under 16 px (a phone zooms into it);
// - the app bar is more than one row or covers the page's top;
// - an overlay's dialog is not full screen;
// - axe-core (WCAG 2 A/AA, plus the experimental label-content-name-mismatch issue 24 counted) finds a
//   serious or critical violation other than `meta-viewport` (the spec disables user zooming; README
//   "Phone width and accessibility").
// One signed-in tab per person moves screen to screen through the router (history.pushState), so the
// console loads once per person and language; the French pass starts from Settings → Language (the
// one reload). The shell is also scanned at 1440 px in each pass (the permanent menu and the full app
// bar only show there).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { settle } from './axe';
import { expect, signIn } from './fixtures';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
const MIN_TAP = 44;
// the spec's disabled zoom (document 1 §1): the one rule the sweep accepts
const ACCEPTED_RULES = ['meta-viewport'];

export type Pass = 'en-light' | 'fr-dark';
export const PASSES: Pass[] = ['en-light', 'fr-dark'];

export interface Figure {
  who: string;
  pass: string;
  screen: string;
  width: number;
  problems: string[];
  axeNodes: number;
}

/** A person's screens, the same whatever organization the path names (an owner's are swept once). */
export const screenKey = (path: string) => path.replace(/^\/app\/[a-z]+\/\d+/, '');

/** Signs in at 390 px from the start (react-admin's menu opens as a drawer only if it starts narrow). */
export async function signInPhone(page: Page, email: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await signIn(page, email);
  await settle(page);
}

/** Back to 390 px: the menu that was permanent at 1440 px would stay open as a drawer over the page. */
async function backToPhone(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  const drawer = page.locator('.MuiDrawer-modal');
  if (await drawer.count()) {
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  }
}

/** The menu as the phone shows it, in its drawer behind the app bar's menu button. */
export async function menuPaths(page: Page): Promise<string[]> {
  await page.getByRole('banner').getByRole('button', { name: /open menu|close menu/i }).first().click();
  const items = page.locator('[role="menu"] [role="menuitem"]');
  await expect(items.first()).toBeVisible();
  const hrefs = await items.evaluateAll((all) => all.map((item) => (item.closest('a') ?? item.querySelector('a'))?.pathname ?? null));
  await page.keyboard.press('Escape');
  await expect(page.locator('.MuiDrawer-modal')).toHaveCount(0);
  const home = new URL(page.url()).pathname;
  return [home, ...hrefs.filter((href): href is string => !!href)].filter((p, i, all) => all.indexOf(p) === i);
}

/** In-app navigation: react-router follows popstate, so the console is not loaded again. */
export async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect.poll(() => page.evaluate(() => window.location.pathname + window.location.search)).toBe(path);
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
      // a text input or select under 16 px makes a phone zoom in on focus (and the viewport forbids zooming back)
      if (element.matches('input:not([type="checkbox"]):not([type="radio"]), select, textarea') && parseFloat(getComputedStyle(element).fontSize) < 16) {
        small.push(`${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.getAttribute('name') ?? ''}" font ${getComputedStyle(element).fontSize}`);
      }
      // a link inside a sentence is exempt (WCAG 2.5.8 "inline")
      if (element.tagName === 'A' && getComputedStyle(element).display === 'inline' && (element.parentElement?.textContent ?? '').trim() !== (element.textContent ?? '').trim()) continue;
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        small.push(`${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[${element.getAttribute('role')}]` : ''} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  }, MIN_TAP);
}

/** Serious and critical axe-core findings, colour contrast included (the themes differ). */
async function axe(page: Page): Promise<{ findings: string[]; nodes: number }> {
  // label-content-name-mismatch is one of axe's experimental rules (off by default): issue 24 counted it
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = violations.filter((v) => (v.impact === 'serious' || v.impact === 'critical') && !ACCEPTED_RULES.includes(v.id));
  return {
    findings: serious.map((v) => `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(' | ')}`),
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

/** What pushes the page past the window's right edge: the outermost elements that reach beyond it. */
function widest(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const beyond = (element: Element | null) => !!element && element.getBoundingClientRect().right > window.innerWidth + 1;
    return [...document.body.querySelectorAll('*')]
      .filter((element) => beyond(element) && !beyond(element.parentElement))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ').slice(0, 3).join('.')} (${Math.round(element.getBoundingClientRect().right)} px) "${(element.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

/** One screen as shown now: at 390 px every check, at 1440 px axe only. */
export async function measure(page: Page, who: string, pass: Pass, screen: string): Promise<Figure> {
  const phone = page.viewportSize()?.width === PHONE.width;
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  const problems = phone ? [...(await smallTargets(page)), ...(await appBarProblems(page))] : [];
  if (phone && width > PHONE.width) problems.push(`the page is ${width} px wide: ${(await widest(page)).join(' | ')}`);
  const { findings, nodes } = await axe(page);
  problems.push(...findings);
  // the figures (issue 24's closing note): page width, small tap targets, serious axe nodes per screen
  const size = phone ? '' : ` @${page.viewportSize()?.width}`;
  console.log(`figure\t${pass}\t${width}\t${problems.length - findings.length}\t${nodes}\t${who} ${screen}${size}${problems.map((p) => `\n  ${p}`).join('')}`);
  return { who, pass, screen: `${screen}${size}`, width, problems, axeNodes: nodes };
}

/** Opens `?name=value` over `path`, measures it (full screen at 390 px), and closes it with Escape. */
export async function measureOverlay(page: Page, who: string, pass: Pass, path: string, query: string): Promise<Figure> {
  await goTo(page, `${path}?${query}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await settle(page);
  const box = await dialog.boundingBox();
  const figure = await measure(page, who, pass, `${path}?${query}`);
  if (!box || box.width < PHONE.width - 1 || box.height < PHONE.height - 1) figure.problems.push(`the dialog is not full screen (${box?.width ?? 0} × ${box?.height ?? 0} px)`);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  return figure;
}

/**
 * Sets the pass's language and theme as a person does: the theme from the user menu (on a phone an item
 * of it), the language in Settings → Language (which stores it and reloads the console). English-light
 * is where a new session starts.
 */
export async function startPass(page: Page, pass: Pass): Promise<void> {
  await page.setViewportSize(PHONE);
  if (pass === 'fr-dark') {
    await page.getByRole('banner').getByRole('button', { name: /Profile/ }).click();
    await page.getByRole('menuitem', { name: 'Toggle theme' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await goTo(page, '/app/settings');
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await settle(page);
  }
  const [language, theme] = pass.split('-');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

/** Sweeps `paths` in one pass: each screen at 390 px, then `overlays` (queries) over the first path. */
export async function sweep(page: Page, who: string, pass: Pass, paths: string[], overlays: { path: string; query: string }[] = []): Promise<Figure[]> {
  const figures: Figure[] = [];
  await page.setViewportSize(PHONE);
  for (const path of paths) {
    await goTo(page, path);
    figures.push(await measure(page, who, pass, path));
  }
  for (const { path, query } of overlays) figures.push(await measureOverlay(page, who, pass, path, query));
  return figures;
}

/** The shell where the phone hides parts of it: the permanent menu and the full app bar at 1440 px. */
export async function sweepDesktop(page: Page, who: string, pass: Pass, path: string): Promise<Figure> {
  await page.setViewportSize(DESKTOP);
  await goTo(page, path);
  const figure = await measure(page, who, pass, path);
  await backToPhone(page);
  return figure;
}

export const problemsOf = (figures: Figure[]) => figures.flatMap((f) => f.problems.map((p) => `${f.who} ${f.pass} ${f.screen}: ${p}`));
