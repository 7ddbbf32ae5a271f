// Issue 24 items 4 and 6, second half of the sweep (tests/e2e/sweep.ts says what fails a screen), in
// English-light then French-dark at 390 px:
// - Harbor Dental's owner: the create overlays a list opens and the user menu's profile overlays (over
//   the contacts), then Wallet and Billing (Acme's reseller hides them from Acme's owner, README "Demo
//   accounts") with the money overlays over them (spec §2.3 wallet, balances, transactions, checkout
//   and its card and subscription variants);
// - the super admin: the menu screens an organization owner does not have (sweep-owner.spec.ts sweeps
//   those), plus Wallet and Billing, which show a super admin more; and the shell at 1440 px.
import { test, expect } from './fixtures';
import { menuPaths, signInPhone, PASSES, problemsOf, screenKey, startPass, sweep, sweepDesktop, type Figure } from './sweep';

const MONEY = /\/(wallet|billing)$/;
/**
 * Overlays opened over the contacts list, by catalogue name and value (those that need no record): the
 * create overlays, then the user menu's own (the profile plugin's name, email and phone changes).
 */
const CREATE_OVERLAYS = ['createContact=true', 'createTask=true', 'createWebhook=true', 'memberInvite=true', 'addFunds=true', 'settings=true', 'help=true', 'editFullName=true', 'editEmail=true', 'editPhone=true'];

test('the create and money overlays, Harbor Dental\'s money screens and the super admin\'s screens fit 390 px, have 44 px tap targets and pass axe, in English-light and French-dark', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const figures: Figure[] = [];

  const owner = 'owner@harbordental.example';
  await signInPhone(page, owner);
  const ownerMenu = await menuPaths(page);
  const wallet = ownerMenu.find((p) => p.endsWith('/wallet'));
  const billing = ownerMenu.find((p) => p.endsWith('/billing'));
  expect([wallet, billing], 'Harbor Dental\'s owner sees Wallet and Billing').toEqual([expect.any(String), expect.any(String)]);
  const money = [`${wallet}`, `${billing}`];
  const contacts = ownerMenu.find((p) => p.endsWith('/contacts'));
  expect(contacts, 'Harbor Dental\'s owner sees Contacts').toEqual(expect.any(String));
  const overlays = [
    ...CREATE_OVERLAYS.map((query) => ({ path: `${contacts}`, query })),
    ...['wallet=true', 'balances=true', 'transactions=true'].map((query) => ({ path: `${wallet}`, query })),
    ...['checkout=true', 'checkout=card', 'checkout=subscription'].map((query) => ({ path: `${billing}`, query })),
  ];
  for (const pass of PASSES) {
    await startPass(page, pass);
    figures.push(...(await sweep(page, owner, pass, money, overlays)));
  }

  const admin = 'super@example.com';
  const context = await browser.newContext();
  const tab = await context.newPage();
  await signInPhone(tab, admin);
  const ownerScreens = new Set(ownerMenu.map(screenKey));
  const paths = (await menuPaths(tab)).filter((p) => !ownerScreens.has(screenKey(p)) || MONEY.test(p));
  expect(paths.length, 'the super admin\'s own screens').toBeGreaterThan(3);
  for (const pass of PASSES) {
    await startPass(tab, pass);
    figures.push(...(await sweep(tab, admin, pass, paths)));
    figures.push(await sweepDesktop(tab, admin, pass, paths[0]));
  }
  await context.close();
  expect(problemsOf(figures)).toEqual([]);
});
