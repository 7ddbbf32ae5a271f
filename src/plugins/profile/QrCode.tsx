// A QR code drawn as one SVG path (src/shared/qrCode.ts encodes it), with the 4-module quiet zone
// scanners need; dark on white whatever the theme.
import { useMemo } from 'react';
import { Typography } from '@mui/material';
import { encodeQr } from '../../shared/qrCode';

const QUIET = 4;

export function QrCode({ text, label, unavailable, size = 200 }: { text: string; label: string; unavailable: string; size?: number }) {
  const qr = useMemo(() => encodeQr(text), [text]);
  const path = useMemo(() => {
    if (!qr) return '';
    const parts: string[] = [];
    qr.modules.forEach((row, y) => row.forEach((dark, x) => dark && parts.push(`M${x + QUIET} ${y + QUIET}h1v1h-1z`)));
    return parts.join('');
  }, [qr]);
  if (!qr) return <Typography color="text.secondary">{unavailable}</Typography>;
  const side = qr.size + QUIET * 2;
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${side} ${side}`} shapeRendering="crispEdges" data-qr-version={qr.version}>
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
