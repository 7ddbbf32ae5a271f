// The frame of the small pages outside /app: the brand's logo, a title and the page's content,
// centred, as the sign-in landing shows them.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { Brand } from '../../shared/whiteLabel';

export function LandingCard({ brand, title, children }: { brand: Brand; title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center', textAlign: 'center' }}>
            <Box component="img" src={brand.logo} alt="" sx={{ height: 48, width: 48 }} />
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            {children}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
