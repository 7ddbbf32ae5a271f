// The words of the public link page (issue 24 items 2 and 5), in one place, in English here and in
// French in publicText.fr.ts. The page is shown to anonymous visitors, so its language is the
// visitor's: the first language of their Accept-Language header (by q-value) that the console has,
// else English (the owner's choice of language lives in their browser, not on the server).
import { chooseLocale, type LocaleCode } from '../../src/shared/intl';
import { PUBLIC_PAGE_TEXT_FR } from './publicText.fr';

export const PUBLIC_PAGE_TEXT = {
  social: 'Social links',
  links: 'Links',
  frontDoor: 'Contact',
  talk: 'Talk',
  text: 'Text',
  book: 'Book',
  pay: 'Pay',
  talkTitle: 'Talk to the agent',
  talkHint: 'A demo call with the agent: type what you would say.',
  textTitle: 'Text the agent',
  textHint: (number: string) => `Your messages go to ${number}; the agent answers here.`,
  message: 'Your message',
  say: 'Say',
  send: 'Send',
  hangUp: 'Hang up',
  payTitle: 'Pay',
  amount: 'Amount (USD)',
  payNow: 'Continue to payment',
  failed: 'That did not work. Try again.',
  callEnded: 'The call ended.',
  paid: 'Thank you: your payment was received.',
  demo: 'Demo carrier: calls and texts from this page reach the agent in demo mode only.',
  notFound: 'Page not found',
  notFoundHint: 'There is no page at this address.',
  networks: {
    website: 'Website',
    instagram: 'Instagram',
    facebook: 'Facebook',
    x: 'X',
    linkedin: 'LinkedIn',
    youtube: 'YouTube',
    tiktok: 'TikTok',
    github: 'GitHub',
  } as Record<string, string>,
} as const;

/** What a translation of the page's words provides: the same keys, any text. */
export type PublicPageWords = {
  readonly [K in keyof typeof PUBLIC_PAGE_TEXT]: (typeof PUBLIC_PAGE_TEXT)[K] extends string ? string : (typeof PUBLIC_PAGE_TEXT)[K];
};

const WORDS: Record<LocaleCode, PublicPageWords> = { en: PUBLIC_PAGE_TEXT, fr: PUBLIC_PAGE_TEXT_FR };

/** The page's words in `locale`. */
export const pageText = (locale: LocaleCode): PublicPageWords => WORDS[locale];

/** The languages of an Accept-Language header, most wanted first (q=0 and malformed entries dropped). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((l) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(l.tag) && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/** The public page's language for a visitor's Accept-Language header. */
export const visitorLocale = (header: string | undefined): LocaleCode => chooseLocale(null, acceptedLanguages(header));
