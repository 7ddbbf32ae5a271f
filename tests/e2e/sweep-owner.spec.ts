// Issue 24 items 4 and 6, first half of the sweep (tests/e2e/sweep.ts says what fails a screen): every
// screen of an organization owner's menu (Acme's), in English and the light theme, then in French and
// the dark theme, at 390 px, plus the shell at 1440 px. The create overlays are swept over Harbor
// Dental's contacts in sweep-admins.spec.ts (it keeps the two files near the same length).
// The screens are read off the menu as shown, so a new plugin's screens are swept without an edit here.
import { test, expect } from './fixtures';
import { menuPaths, signInPhone, PASSES, problemsOf, startPass, sweep, sweepDesktop, type Figure } from './sweep';

test('every screen of an organization owner fits 390 px, has 44 px tap targets and passes axe, in English-light and French-dark', async ({ page }) => {
  test.setTimeout(300_000);
  const who = 'owner@acme.example';
  await signInPhone(page, who);
  const paths = await menuPaths(page);
  expect(paths.length, 'the owner\'s menu screens').toBeGreaterThan(5);
  const list = paths.find((p) => p.endsWith('/contacts')) ?? paths[0];
  const figures: Figure[] = [];
  for (const pass of PASSES) {
    await startPass(page, pass);
    figures.push(...(await sweep(page, who, pass, paths)));
    figures.push(await sweepDesktop(page, who, pass, list));
  }
  expect(problemsOf(figures)).toEqual([]);
});
