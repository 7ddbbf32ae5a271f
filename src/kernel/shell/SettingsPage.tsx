// The /settings route: every settings panel the plugins contributed and the user may see.
import { Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { TOKENS } from '../tokens';
import { useContributions } from '../useContributions';
import { useAccessCheck } from '../useAccessCheck';

export function SettingsPage() {
  const allows = useAccessCheck();
  const panels = useContributions(TOKENS.SettingsPanel).filter((p) => allows(p.canAccess));
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="Settings" />
      {panels.length === 0 && <Typography>No settings are available for this account.</Typography>}
      {panels.map((panel) => {
        const Panel = panel.component;
        return (
          <Card key={panel.id} component="section" aria-label={panel.title}>
            <CardHeader title={panel.title} />
            <CardContent>
              <Panel />
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
