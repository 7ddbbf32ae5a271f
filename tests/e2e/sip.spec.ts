// Issue 21 point 2 in one journey, on a 390 px phone: an owner opens SIP trunking, goes to the
// captures, places a Demo carrier call to a number ending in 403 (the demo's rule: README "SIP
// trunking"), lands on its ladder, reads the plain-words explanation with what to check, and steps
// through the arrows by keyboard to the failing reply's raw message. The ladder scrolls sideways in
// its own box; the page does not.
import { expect, signIn, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('an owner reads the ladder of a failing trunk call and its explanation', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner@acme.example');
  await page.goto('/app/sip');
  await expect(page.getByRole('heading', { name: 'SIP trunking' })).toBeVisible();
  await page.getByRole('link', { name: 'SIP captures' }).click();
  await expect(page).toHaveURL(/\/app\/sipCaptures/);

  await page.getByRole('textbox', { name: 'Number to dial' }).fill('+15551230403');
  await page.getByRole('button', { name: 'Place demo call' }).press('Enter');
  await expect(page).toHaveURL(/\/app\/sipCaptures\/[^/]+\/show/);

  const explained = page.getByRole('region', { name: 'What went wrong' }).first();
  await expect(explained).toContainText('403 Forbidden: the call was refused');
  await expect(explained).toContainText('is on the IP whitelist');

  const ladder = page.getByTestId('sip-ladder');
  const arrows = ladder.getByTestId('sip-arrow');
  await expect(arrows).toHaveCount(4);
  await arrows.first().focus();
  await expect(page.getByTestId('sip-raw')).toContainText('INVITE sip:+15551230403@');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(arrows.nth(2)).toBeFocused();
  await expect(page.getByTestId('sip-raw')).toContainText('SIP/2.0 403 Forbidden');
  await expect(page.getByTestId('sip-raw')).toContainText('is not on the trunk\'s IP whitelist');

  // only the ladder scrolls sideways at 390 px
  const { page: pageWidth, ladder: ladderBox } = await page.evaluate(() => {
    const box = document.querySelector('[data-testid="sip-ladder"]') as HTMLElement;
    return { page: document.documentElement.scrollWidth, ladder: { client: box.clientWidth, scroll: box.scrollWidth } };
  });
  expect(pageWidth).toBeLessThanOrEqual(390);
  expect(ladderBox.scroll).toBeGreaterThan(ladderBox.client);
  // the pcap is downloaded with a one-use ticket made on click: no session token in its URL
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download pcap' }).click();
  const url = new URL((await download).url());
  expect(url.searchParams.get('format')).toBe('binary');
  expect(url.searchParams.has('token')).toBe(false);
});
