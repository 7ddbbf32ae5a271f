// The /settings route: every settings panel the plugins contributed and the user may see.
import { Suspense } from 'react';
import { Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { Loading, Title } from 'react-admin';
import { useKernel } from '../KernelContext';
import { useAccessCheck } from '../useAccessCheck';

export function SettingsPage() {
  const { contributions } = useKernel();
  const allows = useAccessCheck();
  const panels = contributions.settingsPanels.filter((p) => allows(p.canSee));
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
              <Suspense fallback={<Loading />}>
                <Panel />
              </Suspense>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
