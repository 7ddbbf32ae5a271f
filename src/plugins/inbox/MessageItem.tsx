// One message: who wrote it, its text (always as text: React escapes it, so HTML a contact sends
// shows as the characters they typed), its media inline (images as images, PDFs as links) and its
// reactions, which the reader adds or removes.
import { useState } from 'react';
import { Box, Chip, IconButton, Link, Menu, MenuItem, Stack, Typography } from '@mui/material';
import AddReactionOutlinedIcon from '@mui/icons-material/AddReactionOutlined';
import { messages as m } from './messages';
import type { Message } from './types';
import { formatDateWith } from '@kernel/sdk';

interface MessageItemProps {
  message: Message;
  userId: number | null;
  highlighted: boolean;
  onReact: (emoji: string, remove: boolean) => void;
}

const authorLabel = (message: Message) =>
  message.author === 'person' ? (message.authorName ?? m.author.person) : message.author === 'agent' ? m.author.agent : (message.authorName ?? m.author.contact);

export function MessageItem({ message, userId, highlighted, onReact }: MessageItemProps) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const mine = (emoji: string) => message.reactions.some((r) => r.emoji === emoji && r.userId === userId);
  const counts = new Map<string, number>();
  for (const r of message.reactions) counts.set(r.emoji, (counts.get(r.emoji) ?? 0) + 1);
  const outgoing = message.direction === 'out';
  return (
    <Box
      component="li"
      id={`message-${message.id}`}
      sx={{ alignSelf: outgoing ? 'flex-end' : 'flex-start', maxWidth: '85%', outline: highlighted ? 2 : 0, outlineColor: 'warning.main', borderRadius: 1 }}
    >
      <Typography variant="caption" color="text.secondary" component="div">
        {`${authorLabel(message)} · ${formatDateWith(message.createdAt, { hour: '2-digit', minute: '2-digit' })}`}
      </Typography>
      <Box sx={{ bgcolor: outgoing ? 'action.selected' : 'action.hover', borderRadius: 1, px: 1, py: 0.5 }}>
        {message.body && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Typography>
        )}
        {message.media.map((media) =>
          media.contentType.startsWith('image/') ? (
            <Box key={media.id} component="img" src={media.url} alt={m.attachment(media.name)} sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, mt: 0.5, borderRadius: 1 }} />
          ) : (
            <Link key={media.id} href={media.url} target="_blank" rel="noopener noreferrer" sx={{ display: 'block', mt: 0.5 }}>
              {m.attachment(media.name)}
            </Link>
          ),
        )}
      </Box>
      <Stack direction="row" spacing={0.5} alignItems="center" sx={{ mt: 0.25 }} useFlexGap flexWrap="wrap">
        {[...counts].map(([emoji, count]) => (
          <Chip
            key={emoji}
            size="small"
            variant={mine(emoji) ? 'filled' : 'outlined'}
            label={`${emoji} ${count}`}
            aria-label={mine(emoji) ? m.removeReaction(emoji) : m.reactWith(emoji)}
            onClick={() => onReact(emoji, mine(emoji))}
          />
        ))}
        <IconButton size="small" aria-label={m.react} onClick={(e) => setMenu(e.currentTarget)}>
          <AddReactionOutlinedIcon fontSize="inherit" />
        </IconButton>
      </Stack>
      <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
        {m.reactions.map((emoji) => (
          <MenuItem
            key={emoji}
            aria-label={mine(emoji) ? m.removeReaction(emoji) : m.reactWith(emoji)}
            onClick={() => {
              setMenu(null);
              onReact(emoji, mine(emoji));
            }}
          >
            {emoji}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
