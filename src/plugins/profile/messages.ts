// Every string the profile plugin shows (issue 24 items 1–2, and the phone number change), in one
// place. The slug and link rules' own words are src/shared/profilePage.ts's (the server refuses with
// the same); "Could not verify code." is the spec's (doc 2 §8, email code wrong): English here,
// translated in messages.fr.ts.
import { defineResourceMessages, formatNumber, localized } from '@kernel/sdk';
import fr from './messages.fr';

const english = {
  actions: { save: 'Save', cancel: 'Cancel', close: 'Close', retry: 'Retry', add: 'Add link', addSocial: 'Add social link', remove: 'Remove', up: 'Move up', down: 'Move down', copy: 'Copy link', open: 'Open page', sendCode: 'Send code', verify: 'Verify', upload: 'Choose image', removePicture: 'Remove picture' },
  /** an action's name on one row, for its icon button: "Remove: Link 2" */
  onItem: (action: string, item: string) => `${action}: ${item}`,
  loading: 'Loading your page…',
  loadFailed: 'Your page could not be loaded.',
  saveFailed: 'That did not work. Try again.',
  saved: 'Saved',
  fullName: { title: 'Full name', label: 'Full name', required: 'Enter your name' },
  email: {
    title: 'Email',
    current: (email: string) => `Current email: ${email}`,
    none: 'No email yet.',
    label: 'New email',
    codeLabel: 'Verification code',
    codeHint: 'The 6-character code we emailed you',
    codeSent: (email: string) => `We sent a code to ${email}.`,
    invalidEmail: 'Enter a valid email address',
    codeFailed: 'Could not verify code.',
    changed: 'Email changed',
  },
  phone: {
    title: 'Phone number',
    current: (phone: string) => `Current phone number: ${phone}`,
    none: 'No phone number yet.',
    label: 'New phone number',
    hint: 'With its country code, e.g. +14155550123',
    codeLabel: 'Verification code',
    codeHint: 'The 6-character code we texted you',
    codeSent: (phone: string) => `We texted a code to ${phone}.`,
    invalidPhone: 'Enter the number with its country code, e.g. +14155550123',
    changed: 'Phone number changed',
  },
  avatar: {
    title: 'Page picture',
    hint: 'PNG, JPEG, GIF or WebP. It is scaled down to 512 px before upload.',
    none: 'No picture yet.',
    alt: 'The current page picture',
    notImage: 'Choose an image file (PNG, JPEG, GIF or WebP)',
    saved: 'Picture saved',
    removed: 'Picture removed',
  },
  pageProfile: { title: 'Page profile', titleLabel: 'Page title', titleHint: 'Shown at the top of your page (default: your account name)', bio: 'About', bioHint: 'A few words under the title' },
  slug: {
    title: 'Page address',
    label: 'Address',
    hint: (url: string) => `Your page: ${url}`,
    warning: 'Links to your old address stop working.',
    changed: 'Page address changed',
  },
  page: {
    title: 'Page links',
    empty: 'No links yet: add the first one.',
    linkTitle: 'Title',
    titleRequired: 'Enter a title',
    linkUrl: 'Link',
    enabled: 'Shown',
    clicks: (n: number) => (n === 1 ? '1 click' : `${formatNumber(n)} clicks`),
    stats: (visits: number, days: number) => `${formatNumber(visits)} ${visits === 1 ? 'visit' : 'visits'} in the last ${days} days`,
    config: 'Page layout',
    layout: 'Links as',
    layouts: { list: 'A list', grid: 'A grid' } as Record<string, string>,
    showTalk: 'Talk button',
    showText: 'Text button',
    showBook: 'Book button (when a calendar is connected)',
    showPay: 'Pay button (when the wallet is on)',
    linkN: (n: number) => `Link ${n}`,
  },
  social: {
    title: 'Social links',
    empty: 'No social links yet.',
    network: 'Network',
    url: 'Link',
    position: 'Show them',
    positions: { top: 'Above the links', bottom: 'Below the links' } as Record<string, string>,
    networks: { website: 'Website', instagram: 'Instagram', facebook: 'Facebook', x: 'X', linkedin: 'LinkedIn', youtube: 'YouTube', tiktok: 'TikTok', github: 'GitHub' } as Record<string, string>,
    socialN: (n: number) => `Social link ${n}`,
  },
  share: {
    title: 'Share page',
    intro: 'Anyone with this link sees your public page: your links and how to reach your agent.',
    qr: (url: string) => `QR code of ${url}`,
    qrUnavailable: 'This address is too long for a QR code.',
    copied: 'Link copied',
    copyFailed: 'Copy failed: select the link and copy it yourself.',
    urlLabel: 'Page link',
  },
  // react-admin's resource name (singular |||| plural) and field labels
  resourceNames: { profile: 'Profile |||| Profiles' },
  fields: { username: 'Address', title: 'Page title', bio: 'About' },
} as const;

/** The English messages: messages.fr.ts translates this shape (Translation<EnglishMessages>). */
export type EnglishMessages = typeof english;

export const messages = localized(english, { fr });

defineResourceMessages('profile', { name: messages.resourceNames.profile, fields: messages.fields });
