// "X of Y ready" with a bar while documents wait or crawl; once every document is done, the count
// and how many failed. Announced politely to screen readers as it changes.
import { Box, LinearProgress, Typography } from '@mui/material';
import { messages } from './messages';
import type { Progress } from './rules';

export function CrawlProgress({ progress }: { progress: Progress }) {
  if (progress.total === 0) return null;
  const label = messages.progress(progress.ready, progress.total);
  return (
    <Box sx={{ mb: 2 }} data-testid="kb-progress">
      <Typography variant="body2" role="status" aria-live="polite">
        {label}
        {progress.failed > 0 ? ` · ${messages.progressFailed(progress.failed)}` : ''}
        {progress.done ? ` · ${messages.crawlDone}` : ''}
      </Typography>
      {!progress.done && <LinearProgress variant="determinate" value={progress.percent} aria-label={label} sx={{ mt: 0.5 }} />}
    </Box>
  );
}
