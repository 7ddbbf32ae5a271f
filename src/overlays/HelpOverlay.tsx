// The kernel's help overlay (?help=true; the help button in the generic mode, spec 2.2): where the
// docs live, their topics, and the get-support form.
import { Button, DialogActions, DialogContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OverlayProps } from '../kernel/contracts';
import { DOCS_URL } from '../kernel/constants';
import { TopicList } from './DocsPageOverlay';
import { ExternalLink } from './ExternalLink';
import { OverlayDialog } from './OverlayDialog';
import { useOpenOverlay } from './useOverlayParams';

export default function HelpOverlay({ close }: OverlayProps) {
  const translate = useTranslate();
  const open = useOpenOverlay();
  const t = (key: string) => translate(`switchboard.overlays.help.${key}`);
  return (
    <OverlayDialog title={t('title')} onClose={() => close()}>
      <DialogContent>
        <Typography>
          {t('intro')} <ExternalLink href={DOCS_URL}>{t('docs')}</ExternalLink>.
        </Typography>
        <Typography component="h2" variant="subtitle1" sx={{ mt: 2 }}>
          {t('topics')}
        </Typography>
        <TopicList />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => open('form', 'support', ['help'])}>{t('support')}</Button>
      </DialogActions>
    </OverlayDialog>
  );
}
