// Settings → Language (issue 24 item 5): the console's language, remembered on this device
// (localStorage `switchboard.locale`, src/shared/intl.ts). Messages are chosen when the page loads,
// so a change stores the choice and reloads the page in it.
import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { currentLocale, isLocale, LOCALE_NAMES, LOCALES, storeLocale, type LocaleCode } from '../../shared/intl';

export function LanguageSetting({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const translate = useTranslate();
  const current = currentLocale();
  const choose = (next: LocaleCode) => {
    if (next === current) return;
    storeLocale(next);
    reload();
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="settings-language-label">{translate('switchboard.settings.language')}</Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={current}
          aria-labelledby="settings-language-label"
          aria-describedby="settings-language-hint"
          onChange={(_event, next: unknown) => isLocale(next) && choose(next)}
        >
          {LOCALES.map((locale) => (
            <ToggleButton key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography id="settings-language-hint" variant="body2" color="text.secondary">
        {translate('switchboard.settings.languageHint')}
      </Typography>
    </Stack>
  );
}
