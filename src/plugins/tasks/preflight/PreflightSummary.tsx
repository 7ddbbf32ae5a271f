// What the file holds before anything dials: rows, problems by kind, expected duration and cost.
import { Chip, Stack, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { messages } from '../messages';
import { formatCents, formatCount, formatDuration } from '../rules/campaign';
import { problemsByKind, problemTotal } from '../rules/preflight';
import type { Upload } from '../rules/types';

const p = messages.preflight;

export function PreflightSummary({ upload }: { upload: Upload }) {
  const [locale] = useLocaleState();
  const kinds = problemsByKind(upload);
  const total = problemTotal(upload);
  return (
    <Stack spacing={1} component="section" aria-label={messages.titles.upload} data-testid="preflight-summary">
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Typography fontWeight="bold">{p.rows(formatCount(upload.rowCount, locale))}</Typography>
        <Typography>{p.duration}: {formatDuration(upload.expectedDurationSeconds)}</Typography>
        <Typography>{p.cost}: {formatCents(upload.expectedCostCents, locale)}</Typography>
      </Stack>
      {total === 0 ? (
        <Typography color="success.main">{p.noProblems}</Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-live="polite">
          <Typography color="warning.main">{p.problems(formatCount(total, locale))}:</Typography>
          {kinds.map(({ code, count }) => (
            <Chip key={code} size="small" color="warning" variant="outlined" label={`${messages.problem[code]}: ${formatCount(count, locale)}`} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
