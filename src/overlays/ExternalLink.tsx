// A link out of the console: http(s) only (anything else renders as text), a new tab in a browser,
// the native browser inside the mobile app (the bridge's open-URL message).
import type { ReactNode } from 'react';
import { Link, type SxProps, type Theme } from '@mui/material';
import { hasNativeBridge } from '../adapters/nativeBridge';
import { httpUrl, openExternal } from '../kernel/mobile/openExternal';

export function ExternalLink({ href, children, sx }: { href: string; children: ReactNode; sx?: SxProps<Theme> }) {
  const url = typeof window === 'undefined' ? null : httpUrl(href, window.location.origin);
  if (!url) return <>{children}</>;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={sx}
      onClick={(event) => {
        if (!hasNativeBridge()) return;
        event.preventDefault();
        openExternal(url);
      }}
    >
      {children}
    </Link>
  );
}
