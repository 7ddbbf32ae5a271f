// The suggestions modal: deterministic rules on the prompt (rules/suggestions.ts); applying one
// appends its text to the prompt, which then autosaves like any change.
import { Alert, Button, DialogContent, List, ListItem, ListItemText } from '@mui/material';
import { OverlayDialog } from '@kernel/sdk';
import { messages } from '../messages';
import type { Campaign } from '../rules/campaign';
import { applySuggestion, suggestPromptImprovements, type Suggestion } from '../rules/suggestions';

const { buttons, suggestions: s } = messages;

interface Props {
  campaign: Campaign;
  onApply: (prompt: string) => void;
  onClose: () => void;
}

export default function SuggestionsDialog({ campaign, onApply, onClose }: Props) {
  const list = suggestPromptImprovements(campaign, s.texts);
  const label = (item: Suggestion) => s.titles[item.id] + (item.action ? ` (${item.action})` : '');
  return (
    <OverlayDialog title={s.title} onClose={onClose} maxWidth="md">
      <DialogContent dividers>
        {list.length === 0 ? <Alert severity="success">{s.none}</Alert> : null}
        <List dense aria-label={s.title}>
          {list.map((item, i) => (
            <ListItem
              key={`${item.id}:${item.action ?? i}`}
              divider
              secondaryAction={
                item.addition ? (
                  <Button size="small" aria-label={`${buttons.apply}: ${label(item)}`} onClick={() => onApply(applySuggestion(campaign.agentInstructions, item))}>
                    {buttons.apply}
                  </Button>
                ) : null
              }
            >
              <ListItemText primary={label(item)} secondary={item.addition} sx={{ pr: 10 }} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
    </OverlayDialog>
  );
}
