// The live preview: the plugins and menu an org owner under the profile gets, and their permissions.
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import { Box, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { messages, PERMISSION_LABELS } from './messages';
import type { OwnerPreview } from './rules';

export function OwnerPreviewView({ preview }: { preview: OwnerPreview }) {
  const { titles, menu, allowed, denied } = preview;
  return (
    <Stack spacing={2}>
      <Box component="section" aria-label={messages.preview.plugins}>
        <Typography variant="subtitle2">{messages.preview.plugins}</Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }} role="list" aria-label={messages.preview.plugins}>
          {titles.map((title) => (
            <Chip key={title} role="listitem" size="small" variant="outlined" label={title} />
          ))}
        </Stack>
      </Box>
      <Box component="section" aria-label={messages.preview.menu}>
        <Typography variant="subtitle2">{messages.preview.menu}</Typography>
        {menu.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {messages.preview.noMenu}
          </Typography>
        ) : (
          <List dense disablePadding>
            {menu.map((entry) => (
              <ListItem key={entry.id} disableGutters>
                <ListItemText primary={entry.label} />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <Box component="section" aria-label={messages.preview.permissions}>
        <Typography variant="subtitle2">{messages.preview.permissions}</Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {messages.preview.allowed}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label={messages.preview.allowed} role="list">
          {allowed.map((key) => (
            <Chip key={key} role="listitem" size="small" color="success" variant="outlined" icon={<CheckIcon />} label={PERMISSION_LABELS[key]} />
          ))}
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {messages.preview.denied}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label={messages.preview.denied} role="list">
          {denied.map((key) => (
            <Chip key={key} role="listitem" size="small" variant="outlined" icon={<BlockIcon />} label={PERMISSION_LABELS[key]} />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
