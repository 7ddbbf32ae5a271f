// The public link page `/<slug>` (issue 24 item 2), rendered on the server as plain HTML: every value
// from the page's owner is escaped as text or as a quoted attribute, links are rendered only when
// http(s) (checked again here, whatever the database holds), and the one script is pageScript.ts's,
// served from this origin (the CSP allows no inline script). No React: an anonymous visitor downloads
// this page and a few kB of script.
import { createHash } from 'node:crypto';
import { hostOf, isHttpUrl, stripUrl, type LinksConfig } from '../../src/shared/profilePage';
import { PAGE_SCRIPT } from './pageScript';
import type { LocaleCode } from '../../src/shared/intl';
import { pageText, type PublicPageWords } from './publicText';

export interface FrontDoor {
  /** the number to call or text, E.164; null when the page has none */
  number: string | null;
  /** texting is served (the inbox plugin is on for the page) */
  canText: boolean;
  /** demo mode: the page talks to the Demo carrier from the browser */
  demo: boolean;
  /** the schedule to book on, when a calendar is connected (integrations: see booking.ts) */
  bookingUrl: string | null;
  /** the page's wallet takes pay-link payments */
  canPay: boolean;
}

export interface PublicPage {
  username: string;
  displayName: string;
  bio: string | null;
  avatarUrl: string | null;
  socialLinks: { network: string; url: string }[];
  socialLinksPosition: 'top' | 'bottom';
  links: { id: string; title: string; url: string }[];
  linksConfig: LinksConfig;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text or a double-quoted attribute value, safe whatever it holds. */
export const esc = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export const PAGE_SCRIPT_HASH = createHash('sha256').update(PAGE_SCRIPT).digest('hex').slice(0, 12);
export const PAGE_SCRIPT_PATH = '/p/page.js';

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6f8;color:#1a2027}
main{max-width:560px;margin:0 auto;padding:32px 16px 48px;text-align:center}img.avatar{width:96px;height:96px;border-radius:50%;object-fit:cover;background:#dde3e8}
h1{font-size:1.6rem;margin:12px 0 4px;overflow-wrap:anywhere}p.bio{margin:0 0 16px;color:#3d4750;white-space:pre-line;overflow-wrap:anywhere}
ul{list-style:none;margin:16px 0;padding:0;display:grid;gap:12px}ul.grid{grid-template-columns:1fr 1fr}ul.social{display:flex;flex-wrap:wrap;justify-content:center;gap:8px}
a.link,a.btn,button{display:block;min-height:48px;padding:12px 16px;border-radius:12px;background:#fff;color:#00504a;border:1px solid #b9c7cc;text-decoration:none;font-weight:600;font-size:1rem;overflow-wrap:anywhere;cursor:pointer;width:100%}
ul.social a{display:inline-block;min-height:44px;padding:10px 14px;border-radius:22px;background:#fff;color:#00504a;border:1px solid #b9c7cc;text-decoration:none}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #005fcc;outline-offset:2px}
nav.door{display:grid;grid-template-columns:repeat(auto-fit,minmax(110px,1fr));gap:8px;margin:16px 0}nav.door a.btn,nav.door button{background:#00504a;color:#fff;border-color:#00504a}
section.panel{background:#fff;border:1px solid #b9c7cc;border-radius:12px;padding:16px;margin:8px 0;text-align:left}section.panel[hidden]{display:none}
label{display:block;font-weight:600;margin:0 0 4px}input{width:100%;font-size:16px;padding:10px;border:1px solid #7a8a93;border-radius:8px;margin:0 0 8px}
ol.log{list-style:none;padding:0;margin:8px 0;display:grid;gap:6px}ol.log li{padding:8px 12px;border-radius:10px;background:#eef2f4;overflow-wrap:anywhere}ol.log li.me{background:#d8efe9;text-align:right}
.muted{color:#4d5961;font-size:.9rem}footer{margin-top:32px}footer a{color:#00504a}`;

function socialList(t: PublicPageWords, page: PublicPage): string {
  const items = page.socialLinks.filter((s) => isHttpUrl(s.url));
  if (!items.length) return '';
  const li = items.map((s) => `<li><a href="${esc(s.url)}" rel="noopener nofollow ugc me">${esc(t.networks[s.network] ?? hostOf(s.url))}</a></li>`);
  return `<ul class="social" aria-label="${esc(t.social)}">${li.join('')}</ul>`;
}

function frontDoor(t: PublicPageWords, page: PublicPage, door: FrontDoor): string {
  const c = page.linksConfig;
  const parts: string[] = [];
  const panels: string[] = [];
  if (c.showTalk && door.number) {
    parts.push(door.demo ? `<button type="button" data-open="talk">${esc(t.talk)}</button>` : `<a class="btn" href="tel:${esc(door.number)}">${esc(t.talk)}</a>`);
    if (door.demo) panels.push(chatPanel(t, 'talk', t.talkTitle, t.talkHint, t.say));
  }
  if (c.showText && door.number && door.canText) {
    parts.push(door.demo ? `<button type="button" data-open="text">${esc(t.text)}</button>` : `<a class="btn" href="sms:${esc(door.number)}">${esc(t.text)}</a>`);
    if (door.demo) panels.push(chatPanel(t, 'text', t.textTitle, t.textHint(door.number), t.send));
  }
  if (c.showBook && door.bookingUrl && isHttpUrl(door.bookingUrl)) {
    parts.push(`<a class="btn" href="${esc(door.bookingUrl)}" rel="noopener">${esc(t.book)}</a>`);
  }
  if (c.showPay && door.canPay) {
    parts.push(`<button type="button" data-open="pay">${esc(t.pay)}</button>`);
    panels.push(`<section class="panel" id="panel-pay" hidden aria-label="${esc(t.payTitle)}"><form data-form="pay"><label for="pay-amount">${esc(t.amount)}</label>
<input id="pay-amount" name="amount" inputmode="decimal" required pattern="[0-9]+([.][0-9]{1,2})?" autocomplete="off"><button type="submit">${esc(t.payNow)}</button></form><p class="muted" role="status" data-status="pay"></p></section>`);
  }
  if (!parts.length) return '';
  return `<nav class="door" aria-label="${esc(t.frontDoor)}">${parts.join('')}</nav>${panels.join('')}`;
}

function chatPanel(t: PublicPageWords, id: string, title: string, hint: string, action: string): string {
  return `<section class="panel" id="panel-${id}" hidden aria-label="${esc(title)}"><p class="muted">${esc(hint)}</p><ol class="log" data-log="${id}" aria-live="polite"></ol>
<form data-form="${id}"><label for="${id}-input">${esc(t.message)}</label><input id="${id}-input" name="text" required maxlength="1000" autocomplete="off"><button type="submit">${esc(action)}</button></form>${id === 'talk' ? `<button type="button" data-hangup>${esc(t.hangUp)}</button>` : ''}</section>`;
}

/** The page in `locale` (the visitor's: publicText.ts's visitorLocale). */
export function renderPublicPage(page: PublicPage, door: FrontDoor, locale: LocaleCode = 'en'): string {
  const t = pageText(locale);
  // the script's own words, in the page's language (it writes them as text nodes)
  const scriptWords = JSON.stringify({ failed: t.failed, ended: t.callEnded, paid: t.paid });
  const links = page.links.filter((l) => isHttpUrl(l.url));
  const social = socialList(t, page);
  const linkList = links.length
    ? `<ul class="${page.linksConfig.layout === 'grid' ? 'grid' : 'list'}" aria-label="${esc(t.links)}">${links
        .map((l) => `<li><a class="link" href="${esc(l.url)}" data-link-id="${esc(l.id)}" rel="noopener nofollow ugc" title="${esc(stripUrl(l.url))}">${esc(l.title)}</a></li>`)
        .join('')}</ul>`
    : '';
  const avatar = page.avatarUrl ? `<img class="avatar" src="${esc(page.avatarUrl)}" alt="" width="96" height="96">` : '';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${esc(page.displayName)}</title><meta name="description" content="${esc(page.bio ?? page.displayName)}"><style>${STYLE}</style></head>
<body><main id="page" data-username="${esc(page.username)}" data-number="${esc(door.number ?? '')}" data-demo="${door.demo ? '1' : ''}" data-words="${esc(scriptWords)}">
${avatar}<h1>${esc(page.displayName)}</h1>${page.bio ? `<p class="bio">${esc(page.bio)}</p>` : ''}
${page.socialLinksPosition === 'top' ? social : ''}${frontDoor(t, page, door)}${linkList}${page.socialLinksPosition === 'bottom' ? social : ''}
<footer class="muted">${door.demo ? esc(t.demo) : ''}</footer></main>
<script src="${PAGE_SCRIPT_PATH}?v=${PAGE_SCRIPT_HASH}" defer></script></body></html>`;
}

export function renderNotFound(locale: LocaleCode = 'en'): string {
  const t = pageText(locale);
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${esc(t.notFound)}</title><style>${STYLE}</style></head>
<body><main><h1>${esc(t.notFound)}</h1><p class="bio">${esc(t.notFoundHint)}</p></main></body></html>`;
}
