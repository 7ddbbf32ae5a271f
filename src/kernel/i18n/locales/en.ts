// English, the default locale: react-admin's own messages (Save, Cancel, Delete, Close, Search,
// pagination…) and the kernel's (kernelMessages.ts). Plugins' English comes from their messages.ts
// (defineResourceMessages). Another locale is one more file here, `<code>.ts`, default-exporting
// react-admin's messages for that language (ra-language-<language>) merged with the translations of
// the kernel's and the plugins' keys; a key it does not translate falls back to English.
import englishMessages from 'ra-language-english';
import { KERNEL_MESSAGES } from '../kernelMessages';
import { mergeMessages, type Messages } from '../messages';
import { OVERLAY_MESSAGES } from '../../../overlays/overlayMessages';

const en: Messages = mergeMessages(englishMessages as unknown as Messages, KERNEL_MESSAGES, OVERLAY_MESSAGES);

export default en;
