// English, the default locale: react-admin's own messages (Save, Cancel, Delete, Close, Search,
// pagination…). Plugins' English comes from their messages.ts (defineResourceMessages). Another
// locale is one more file here, `<code>.ts`, default-exporting react-admin's messages for that
// language (ra-language-<language>) merged with the translations of the plugins' keys; a key it does
// not translate falls back to English.
import englishMessages from 'ra-language-english';
import type { Messages } from '../messages';

const en: Messages = englishMessages as unknown as Messages;

export default en;
