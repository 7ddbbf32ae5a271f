// The three sections of the panel: plugin switches, what org owners may do, and the links.
import { Box, Chip, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { DomainProfileData } from './api';
import { GRANT_LABELS, LINK_LABELS, messages, PERMISSION_LABELS } from './messages';
import { LinkField } from './LinkField';
import { SettingSwitch } from './SettingSwitch';
import { grantsInUse } from '../../shared/pluginGrants';
import { grantsOf, LINK_KEYS, linkText, MANIFEST, pluginToggles, switchState } from './rules';
import type { SettingValue } from './useDomainProfile';

interface WhiteLabelFormProps {
  data: DomainProfileData;
  save: (key: string, value: SettingValue) => Promise<boolean>;
}

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {hint}
      </Typography>
      {children}
    </Box>
  );
}

export function WhiteLabelForm({ data, save }: WhiteLabelFormProps) {
  const { inherited, profile } = data;
  const { settings } = profile;
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <Section title={messages.sections.plugins} hint={messages.sections.pluginsHint}>
        {pluginToggles().map((plugin) => (
          <SettingSwitch
            key={plugin.id}
            label={plugin.title}
            state={switchState(inherited, settings, plugin.toggle)}
            onChange={(checked) => void save(plugin.toggle, checked)}
          />
        ))}
      </Section>
      <Section title={messages.sections.grants} hint={messages.sections.grantsHint}>
        {/* only the grants a plugin of this build has a feature for */}
        {grantsInUse(MANIFEST).map((key) => (
          <SettingSwitch
            key={key}
            label={GRANT_LABELS[key]}
            state={switchState(inherited, settings, key)}
            onChange={(checked) => void save(key, checked)}
            description={
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
                <Typography variant="caption" color="text.secondary">
                  {messages.grants}
                </Typography>
                {grantsOf(key).map((permission) => (
                  <Chip key={permission} size="small" variant="outlined" label={PERMISSION_LABELS[permission]} />
                ))}
              </Stack>
            }
          />
        ))}
      </Section>
      <Section title={messages.sections.links} hint={messages.sections.linksHint}>
        {LINK_KEYS.map((key) => (
          <LinkField key={key} label={LINK_LABELS[key]} value={linkText(settings, key)} onSave={(value) => save(key, value)} />
        ))}
      </Section>
    </Stack>
  );
}
