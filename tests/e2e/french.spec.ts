// Issue 24 item 5 in one journey: Harbor Dental's owner (its reseller shows billing, so the wallet is
// there) picks Français in Settings; the choice survives a reload; the menu, the contacts list, the
// new-contact dialog and its validation message, a contact's date and the wallet's balance read in
// French (Intl, fr-FR: "5 déc. 2026", "1 234,50 $US"); then English again, stored and shown. The
// contact the journey reads is made over the API and removed after.
import { apiToken, baseURL, expect, signIn, test } from './fixtures';

const OWNER = 'owner@harbordental.example';
const FR_DATE = /^\d{1,2} (janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)\.? \d{4}$/;
const FR_USD = /^-?\d{1,3}([\u202f\u00a0 ]\d{3})*,\d{2}\u00a0\$US$/;

async function api(path: string, method: string, body?: unknown) {
  const url = new URL(path, baseURL());
  url.searchParams.set('token', await apiToken(OWNER));
  const res = await fetch(url, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
  return (await res.json()) as Record<string, any>;
}

test('an owner switches the console to French (kept across a reload), reads it in French, and back to English', async ({ page }) => {
  test.setTimeout(120_000);
  const made = await api('/api/v2/contact', 'POST', { firstName: 'Amélie', lastName: 'Poulain', phoneNumber: '+14155550188' });
  const contactId = (made.contact?.id ?? made.id) as string;
  expect(contactId).toBeTruthy();
  try {
    await signIn(page, OWNER);
    await page.goto('/app/settings');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Français' }).click();
    // the page reloads in French
    const langue = page.getByRole('group', { name: 'Langue' });
    await expect(langue).toBeVisible();
    await page.reload();
    await expect(langue.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    // the menu
    await expect(page.getByRole('menuitem', { name: 'Journaux' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(/\/app\/contacts/);

    // a list: react-admin's words and ours, and a date in fr-FR
    await expect(page.getByText('Lignes par page :')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Poulain' });
    await expect(row).toBeVisible();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.map((c) => c.trim()).some((c) => FR_DATE.test(c)), cells.join(' | ')).toBe(true);

    // a dialog and a validation message
    await page.getByRole('button', { name: /Créer un contact/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau contact' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toContainText('Saisissez un nom, un numéro de téléphone ou un e-mail.');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // a currency amount in fr-FR
    await page.goto('/app/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(FR_USD, { timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Solde' })).toBeVisible();

    // back to English, stored and shown
    await page.goto('/app/settings');
    await page.getByRole('group', { name: 'Langue' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('menuitem', { name: 'Logs' })).toBeVisible();
    await page.goto('/app/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(/^-?\$[\d,]+\.\d{2}$/, { timeout: 20_000 });
  } finally {
    await api('/api/v2/contact', 'DELETE', { id: contactId });
  }
});
