// Two campaigns field by field, the prompt as a line diff (issue 9 point 4). This module and
// promptDiff.ts (the diff library) load only with the compare and save-conflict views. Everything is
// rendered as text: a hostile prompt is shown, never executed.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { messages } from '../messages';
import { campaignDiff, displayValue } from '../rules/campaignDiff';
import { promptLineDiff } from '../rules/promptDiff';
import type { Campaign } from '../rules/campaign';

const fieldLabel = (field: string) => (messages.compare.fieldLabels as Record<string, string>)[field] ?? field;

export function PromptDiff({ left, right }: { left: string; right: string }) {
  return (
    <Box component="pre" aria-label={messages.compare.promptDiff} sx={{ m: 0, fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {promptLineDiff(left, right).map((line, index) => (
        <Box
          key={index}
          component={line.kind === 'added' ? 'ins' : line.kind === 'removed' ? 'del' : 'span'}
          data-kind={line.kind}
          sx={{
            display: 'block',
            textDecoration: 'none',
            bgcolor: line.kind === 'added' ? 'success.light' : line.kind === 'removed' ? 'error.light' : undefined,
          }}
        >
          {line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '- ' : '  '}
          {line.text}
        </Box>
      ))}
    </Box>
  );
}

interface Props {
  left: Partial<Campaign>;
  right: Partial<Campaign>;
  leftLabel: string;
  rightLabel: string;
}

export function CompareView({ left, right, leftLabel, rightLabel }: Props) {
  const changes = campaignDiff(left, right);
  if (changes.length === 0) return <Typography color="text.secondary">{messages.compare.noChanges}</Typography>;
  return (
    <Table size="small" aria-label={messages.titles.compare}>
      <TableHead>
        <TableRow>
          <TableCell>{messages.compare.field}</TableCell>
          <TableCell>{leftLabel}</TableCell>
          <TableCell>{rightLabel}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field} data-field={change.field}>
            <TableCell sx={{ verticalAlign: 'top', fontWeight: 500 }}>{fieldLabel(change.field)}</TableCell>
            {change.field === 'agentInstructions' ? (
              <TableCell colSpan={2}>
                <PromptDiff left={String(change.left ?? '')} right={String(change.right ?? '')} />
              </TableCell>
            ) : (
              <>
                <TableCell sx={{ verticalAlign: 'top' }}><Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', fontSize: 13 }}>{displayValue(change.left)}</Box></TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}><Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', fontSize: 13 }}>{displayValue(change.right)}</Box></TableCell>
              </>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
