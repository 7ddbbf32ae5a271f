// What rarePages.tsx loads on demand: one module, so the bundler makes one small chunk of it.
export { AccessDenied, AuthenticationError, NotFound } from 'react-admin';
export { SettingsPage } from './shell/SettingsPage';
