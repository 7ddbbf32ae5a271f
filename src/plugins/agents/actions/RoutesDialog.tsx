// The routes modal: the agent's transfer routes (each action with a destination) and whether the
// caller is asked first (confirmTransfers); editing a route opens that action's edit modal.
import { Alert, Button, DialogContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { OverlayDialog } from '@kernel/sdk';
import { messages } from '../messages';
import type { Campaign } from '../rules/campaign';
import { routesOf } from '../rules/suggestions';

const { fields, buttons, actionModals: m } = messages;

interface Props {
  campaign: Pick<Campaign, 'actions' | 'confirmTransfers'>;
  onEdit: (actionName: string) => void;
  onClose: () => void;
}

export default function RoutesDialog({ campaign, onEdit, onClose }: Props) {
  const routes = routesOf(campaign.actions);
  return (
    <OverlayDialog title={m.routesTitle} onClose={onClose} maxWidth="md">
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 1 }}>{campaign.confirmTransfers ? m.confirmTransfers : m.noConfirmTransfers}</Typography>
        {routes.length === 0 ? (
          <Alert severity="info">{m.noRoutes}</Alert>
        ) : (
          <Table size="small" aria-label={m.routesTitle}>
            <TableHead>
              <TableRow>
                <TableCell>{m.action}</TableCell>
                <TableCell>{m.destination}</TableCell>
                <TableCell>{fields.transferMessage}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {routes.map((route) => (
                <TableRow key={route.action}>
                  <TableCell>{route.action}</TableCell>
                  <TableCell>{route.to}</TableCell>
                  <TableCell>{route.message ?? ''}</TableCell>
                  <TableCell>
                    <Button size="small" aria-label={`${buttons.editAction}: ${route.action}`} onClick={() => onEdit(route.action)}>
                      {buttons.editAction}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
    </OverlayDialog>
  );
}
