// Issue 19's journey: a text from the caller console (Demo carrier) appears live in the owner's inbox,
// in another tab, without a reload; the owner takes the conversation over by replying, and the next
// text gets no answer from the agent; Resume now hands it back; then block and rate. The page with a
// room open passes axe-core's WCAG 2 A/AA rules (no serious or critical finding). At 390 px the room
// replaces the list and its back button returns to it by keyboard. The live events' URL holds a
// one-use ticket, never the session token.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, signIn } from './fixtures';

const CALLER = '+15555550161';
const CALLER_SHOWN = '+1 (555) 555-0161';
const escape = (text: string) => new RegExp(text.replace(/[()+]/g, '\\$&'));

/** A number for the Front Desk agent, as the Numbers page gets one; its shown form. */
async function numberForFrontDesk(page: Page): Promise<string> {
  await page.getByRole('menuitem', { name: 'Numbers' }).click();
  await page.getByRole('button', { name: 'Get a number' }).first().click();
  const select = page.getByRole('dialog', { name: 'Get a number' });
  await select.getByLabel('Area code or prefix').fill('312');
  await select.getByRole('button', { name: 'Search' }).click();
  const offered = select.locator('label').filter({ has: page.getByRole('radio') }).first();
  await offered.click();
  const shown = /^\+1 \(312\) \d{3}-\d{4}/.exec((await offered.textContent())!)![0];
  await select.getByLabel('Agent').click();
  await page.getByRole('option', { name: 'Front Desk' }).click();
  await select.getByRole('button', { name: 'Get this number' }).click();
  await expect(page.getByRole('row').filter({ hasText: shown })).toContainText('Front Desk');
  return shown;
}

/**
 * axe-core's serious and critical findings in the page's content as it is now (the shell around it,
 * the app bar and menu, is the sweep's to scan on every screen: tests/e2e/sweep.ts)
 */
async function findings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

async function text(caller: Page, message: string) {
  await caller.getByLabel('Your message').fill(message);
  await caller.getByRole('button', { name: 'Send' }).click();
}

test('a text reaches the inbox live; the owner takes over, the agent stays silent, resumes; block and rate', async ({ page, context }) => {
  test.setTimeout(180_000);
  // the live events' EventSource opens with a one-use ticket: its URL never holds the session token
  const streams: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v2/events/stream') streams.push(request.url());
  });
  await signIn(page, 'owner@acme.example');
  const shown = await numberForFrontDesk(page);

  // the inbox open on the Junk tab (rooms the agent handles alone), before anything is texted
  await page.getByRole('menuitem', { name: 'Inbox' }).click();
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Junk' }).click();

  // an outside caller texts the number from the caller console, in another tab
  const caller = await context.newPage();
  await caller.goto(page.url().replace(/\/inbox.*$/, '/callerConsole'));
  await caller.getByRole('combobox', { name: 'Number to reach' }).click();
  await caller.getByRole('option', { name: escape(shown) }).click();
  await caller.getByLabel('Your number (the caller)').fill(CALLER);
  await text(caller, 'Hi, do you deliver on <b>Sundays</b>?');
  const thread = caller.getByRole('list', { name: 'Caller console' });
  await expect(thread.getByRole('listitem')).toHaveCount(2);

  // it appears in the owner's tab without a reload
  const rooms = page.getByRole('list', { name: 'Conversations' });
  await rooms.getByRole('button', { name: escape(CALLER_SHOWN) }).click();
  const room = page.getByRole('region', { name: CALLER_SHOWN });
  // HTML shows as the characters the caller typed
  await expect(room.getByText('Hi, do you deliver on <b>Sundays</b>?')).toBeVisible();
  expect(streams.length).toBeGreaterThan(0);
  for (const url of streams) {
    expect(new URL(url).searchParams.has('token'), url).toBe(false);
    expect(new URL(url).searchParams.get('ticket'), url).toBeTruthy();
  }
  expect(await findings(page), 'the inbox with a room open is accessible').toEqual([]);

  // the owner replies: the takeover
  await room.getByLabel('Reply').fill('A person here: yes, until noon.');
  await room.getByRole('button', { name: 'Send' }).click();
  await expect(room.getByText('A person here: yes, until noon.')).toBeVisible();
  await expect(room.getByText(/^Handled by you — the agent resumes at/)).toBeVisible();

  // the next text gets no answer from the agent
  await text(caller, 'Great, and Mondays?');
  await expect(thread.getByRole('listitem')).toHaveCount(4);
  await expect(thread.getByText('No answer (the agent was not asked to answer).')).toBeVisible();
  await expect(room.getByText('Great, and Mondays?')).toBeVisible();

  // resume: the agent answers again
  await room.getByRole('button', { name: 'Resume now' }).click();
  await expect(room.getByText(/^Handled by you/)).toHaveCount(0);

  // rate, then block (confirmed)
  // by keyboard: MUI's rating keeps its radios under their star labels, which take the pointer
  await room.getByRole('radio', { name: '4 Stars' }).focus();
  await page.keyboard.press('Space');
  await expect(room.getByRole('radio', { name: '4 Stars' })).toBeChecked();
  await room.getByRole('button', { name: 'Block' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
  await expect(room.getByText('Blocked')).toBeVisible();
  await expect(room.getByRole('button', { name: 'Unblock' })).toBeVisible();

  // at 390 px the room fills the page; its back button, by keyboard, shows the list again
  await page.setViewportSize({ width: 390, height: 844 });
  // loaded at that width, as a phone would (the sidebar is then a closed drawer)
  await page.goto(page.url());
  await expect(rooms).toBeHidden();
  await room.getByRole('button', { name: 'All conversations' }).focus();
  await page.keyboard.press('Enter');
  // the room is on the Priority tab now (a person wrote in it): Junk is empty
  await expect(page.getByRole('tab', { name: 'Junk', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Priority' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: escape(CALLER_SHOWN) })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'nothing wider than the window').toBeLessThanOrEqual(390);
});
