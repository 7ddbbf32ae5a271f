// shareProfile: the page's link to copy and its QR code, drawn by the qrcode package (loaded when the
// dialog first draws it) as an <img> of an SVG data: URL for the page address, against the real server.
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { screen, within } from '@testing-library/react';
import profile from '../../src/plugins/profile/module';
import { renderPlugin, signIn } from './renderPlugin';

describe('shareProfile', () => {
  it('shows the page link and its QR code as an SVG image of that link', async () => {
    const owner = await signIn({ token: inject('globexToken') });
    await renderPlugin(profile, { persona: owner, path: '/?shareProfile=true', ui: null, overlays: true });
    const dialog = await screen.findByRole('dialog', { name: 'Share page' });
    const url = `${window.location.origin}/globex`;
    expect(within(dialog).getByLabelText('Page link')).toHaveValue(url);
    const img = await within(dialog).findByRole('img', { name: `QR code of ${url}` });
    const src = img.getAttribute('src')!;
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/<path [^>]*stroke="#000000" d="M\d/);
  });
});
