// The console's version (package.json) and build (vite.config.ts sets VITE_BUILD_ID: the commit and
// the day, or the deployment's own id), as the debug and info overlays show them.
import { version } from '../../package.json';

export const APP_VERSION: string = version;
export const APP_BUILD: string = (import.meta.env?.VITE_BUILD_ID as string | undefined) || 'development';
