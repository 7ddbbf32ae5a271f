// The /settings route: the user's profile, the theme and the language (always), then every settings panel the
// plugins contributed and the user may see.
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { TOKENS } from '../tokens';
import { useContributions } from '../useContributions';
import { useAccessCheck } from '../useAccessCheck';
import { LanguageSetting } from './LanguageSetting';
import { ProfileBasics, ThemeSetting } from './ProfileSettings';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardHeader title={title} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function SettingsPage() {
  const translate = useTranslate();
  const allows = useAccessCheck();
  const panels = useContributions(TOKENS.SettingsPanel).filter((p) => allows(p.canAccess));
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('switchboard.settings.title')} />
      <Section title={translate('switchboard.settings.profile')}>
        <ProfileBasics />
      </Section>
      <Section title={translate('switchboard.settings.appearance')}>
        <ThemeSetting />
      </Section>
      <Section title={translate('switchboard.settings.language')}>
        <LanguageSetting />
      </Section>
      {panels.map((panel) => {
        const Panel = panel.component;
        return (
          <Section key={panel.id} title={panel.title}>
            <Panel />
          </Section>
        );
      })}
    </Stack>
  );
}
