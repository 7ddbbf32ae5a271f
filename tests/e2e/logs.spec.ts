import { readFile } from 'node:fs/promises';
import { test, expect, signIn } from './fixtures';

/** One CSV line's cells (quoted cells may hold commas and doubled quotes). */
function cells(line: string): string[] {
  const out: string[] = [];
  const pattern = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
  for (const match of line.matchAll(pattern)) {
    const raw = match[1]!;
    out.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
    if (match[2] === '') break;
  }
  return out;
}

test('an owner filters the logs with the builder, reorders a column, reloads the same view and exports it as CSV', async ({ page }) => {
  await signIn(page, 'owner@acme.example');
  await page.getByRole('menuitem', { name: 'Logs' }).click();
  await expect(page).toHaveURL(/\/app\/logs/);
  await expect(page.getByRole('row', { name: 'Open transcript' }).first()).toBeVisible();

  // a filter with the builder: Direction is inbound
  await page.getByRole('button', { name: /^Filters/ }).click();
  const builder = page.getByRole('dialog', { name: 'Filter calls' });
  await builder.getByRole('combobox', { name: 'Field 1' }).click();
  await page.getByRole('option', { name: 'Direction' }).click();
  await builder.getByRole('combobox', { name: 'Operator 1' }).click();
  await page.getByRole('option', { name: 'is', exact: true }).click();
  await builder.getByRole('textbox', { name: 'Value 1' }).fill('inbound');
  await builder.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/filters=/);
  await expect(page.getByText('Direction is inbound')).toBeVisible();

  // Duration one place up, before Direction
  await page.getByRole('button', { name: 'Columns' }).click();
  const columns = page.getByRole('dialog', { name: 'Columns' });
  await columns.getByRole('button', { name: 'Move Duration (s) up' }).click();
  await columns.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/fields=[^&]*duration%2Cdirection/);

  // the URL is the view: a reload shows the same columns and filter
  await page.reload();
  const headers = page.getByRole('columnheader');
  await expect(headers.nth(5)).toHaveText('Duration (s)');
  await expect(headers.nth(6)).toHaveText('Direction');
  await expect(page.getByText('Direction is inbound')).toBeVisible();
  const rows = page.getByRole('row', { name: 'Open transcript' });
  await expect(rows.first()).toBeVisible();
  const directions = await rows.locator('td:nth-child(7)').allTextContents();
  expect(directions.length).toBeGreaterThan(0);
  expect(new Set(directions)).toEqual(new Set(['inbound']));
  const total = Number((await page.getByText(/^[\d,]+ calls?$/).textContent())!.replace(/\D/g, ''));

  // export: the file arrives and holds exactly the filtered calls
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('dialog', { name: 'Export calls' }).getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^call-logs-.*\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const names = cells(header!);
  expect(names.slice(0, 7)).toEqual(['timestamp', 'accountName', 'fromNumber', 'toNumber', 'cnam', 'duration', 'direction']);
  expect(lines).toHaveLength(total);
  const at = names.indexOf('direction');
  for (const line of lines) expect(cells(line)[at]).toBe('inbound');
});

test('the logs fit the window at 1440 and 390 px: the table scrolls in its own container, not the page', async ({ page }) => {
  await signIn(page, 'owner@acme.example');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/app/logs');
    const table = page.getByRole('table', { name: 'Conversation logs' });
    await expect(table.getByRole('row', { name: 'Open transcript' }).first()).toBeVisible();
    const page_ = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(page_.scroll, `page-wide overflow at ${width} px`).toBeLessThanOrEqual(page_.client);
    const box = await table.evaluate((el) => {
      const container = el.parentElement!;
      return { scroll: container.scrollWidth, client: container.clientWidth, right: container.getBoundingClientRect().right };
    });
    expect(box.right).toBeLessThanOrEqual(width);
    if (width === 390) expect(box.scroll, 'the table scrolls inside its container').toBeGreaterThan(box.client);
  }
});
