// The action info modal: what an action does, read-only (description, transfer, scoring, and
// whether the prompt mentions it, which the suggestions modal also checks).
import { DialogContent, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { OverlayDialog } from '@kernel/sdk';
import { messages } from '../messages';
import type { CampaignAction } from '../rules/campaign';

const { fields, actionModals: m } = messages;

export default function ActionInfoDialog({ action, prompt, onClose }: { action: CampaignAction; prompt: string; onClose: () => void }) {
  const mentioned = !!action.name.trim() && prompt.toLowerCase().includes(action.name.trim().toLowerCase());
  const rows: [string, string][] = [
    [fields.actionName, action.name],
    [fields.actionDescription, action.description ?? ''],
    [fields.transferTo, action.transfer?.to ?? m.noTransfer],
    [fields.transferMessage, action.transfer?.message ?? ''],
    [fields.scoreInteraction, action.scoreInteraction ? m.yes : m.no],
    [fields.agentInstructions, mentioned ? m.mentioned : m.notMentioned],
  ];
  return (
    <OverlayDialog title={`${m.infoTitle}: ${action.name}`} onClose={onClose} maxWidth="sm">
      <DialogContent dividers>
        <Table size="small">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">{label}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
    </OverlayDialog>
  );
}
