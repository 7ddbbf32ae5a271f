// ?editConvoColumns: choose the logs page's columns and their order. Reordering is by buttons (a
// keyboard reaches them like any other), applied to the URL in one step.
import { useState } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Button, Checkbox, DialogActions, DialogContent, IconButton, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { LOG_FIELDS, OverlayDialog, type OverlayProps } from '@kernel/sdk';
import { DEFAULT_FIELDS } from '../rules/logsUrl';
import { fieldLabel, messages } from '../messages';
import { useLogsView } from '../useLogsView';
import { moveField, orderedChoices } from '../rules/columns';

export default function EditConvoColumnsOverlay({ close }: OverlayProps) {
  const { view, setView } = useLogsView();
  const [selected, setSelected] = useState<string[]>(view.fields);
  const [order, setOrder] = useState<string[]>(() => orderedChoices(view.fields, LOG_FIELDS));

  const toggle = (field: string) =>
    setSelected((current) => (current.includes(field) ? current.filter((f) => f !== field) : [...current, field]));
  const move = (field: string, by: -1 | 1) => setOrder((current) => moveField(current, field, by));
  const apply = () =>
    setView({ ...view, fields: order.filter((f) => selected.includes(f)) }, ['editConvoColumns']);

  return (
    <OverlayDialog title={messages.columnsTitle} onClose={() => close()}>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          {messages.columnsHint}
        </Typography>
        <List dense aria-label={messages.columnsTitle}>
          {order.map((field, index) => {
            const label = fieldLabel(field);
            return (
              <ListItem
                key={field}
                secondaryAction={
                  <>
                    <IconButton aria-label={messages.moveUp(label)} disabled={index === 0} onClick={() => move(field, -1)}>
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton aria-label={messages.moveDown(label)} disabled={index === order.length - 1} onClick={() => move(field, 1)}>
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    checked={selected.includes(field)}
                    onChange={() => toggle(field)}
                    slotProps={{ input: { 'aria-label': label } }}
                  />
                </ListItemIcon>
                <ListItemText primary={label} />
              </ListItem>
            );
          })}
        </List>
        {selected.length === 0 && (
          <Typography variant="body2" color="error" role="alert">
            {messages.atLeastOneColumn}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            setSelected([...DEFAULT_FIELDS]);
            setOrder(orderedChoices(DEFAULT_FIELDS, LOG_FIELDS));
          }}
        >
          {messages.reset}
        </Button>
        <Button variant="contained" disabled={selected.length === 0} onClick={apply}>
          {messages.apply}
        </Button>
      </DialogActions>
    </OverlayDialog>
  );
}
