// A QR code as an image (qrImage.ts draws it with the `qrcode` package, imported on first use), with
// its accessible name; a text that does not fit shows the `unavailable` words instead.
import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { qrSvg, svgDataUrl } from './qrImage';

type Drawn = { text: string; src: string | null };

export function QrCode({ text, label, unavailable, size = 200 }: { text: string; label: string; unavailable: string; size?: number }) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let live = true;
    void qrSvg(text)
      .catch(() => null)
      .then((svg) => live && setDrawn({ text, src: svg && svgDataUrl(svg) }));
    return () => {
      live = false;
    };
  }, [text]);
  if (!drawn || drawn.text !== text) return <Box sx={{ width: size, height: size }} aria-busy="true" />;
  if (!drawn.src) return <Typography color="text.secondary">{unavailable}</Typography>;
  return <img src={drawn.src} alt={label} width={size} height={size} style={{ display: 'block', imageRendering: 'pixelated' }} />;
}
