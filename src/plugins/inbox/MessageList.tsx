// A room's messages, newest at the bottom. Scrolling to the top (or the button there, for the
// keyboard) loads the page before; the view keeps its place while older messages land above it, and
// follows the bottom when a new message arrives while the reader is there.
import { useLayoutEffect, useRef } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { messages as m } from './messages';
import { MessageItem } from './MessageItem';
import type { Message } from './types';

interface MessageListProps {
  messages: Message[];
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  highlightId: string | null;
  userId: number | null;
  onReact: (message: Message, emoji: string, remove: boolean) => void;
}

// how near the top loading starts, and how near the bottom counts as "at the bottom"
const EDGE_PX = 48;

export function MessageList({ messages, hasOlder, loadingOlder, loadOlder, highlightId, userId, onReact }: MessageListProps) {
  const box = useRef<HTMLDivElement>(null);
  const last = useRef<{ first: Message['id'] | undefined; newest: Message['id'] | undefined; height: number; atBottom: boolean }>({
    first: undefined,
    newest: undefined,
    height: 0,
    atBottom: true,
  });

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = last.current;
    const first = messages[0]?.id;
    const newest = messages.at(-1)?.id;
    if (before.first !== undefined && first !== before.first && newest === before.newest) {
      // older messages landed above: keep the reader's place
      el.scrollTop += el.scrollHeight - before.height;
    } else if (newest !== before.newest && (before.atBottom || before.newest === undefined)) {
      el.scrollTop = el.scrollHeight;
    }
    last.current = { first, newest, height: el.scrollHeight, atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX };
  }, [messages]);

  useLayoutEffect(() => {
    if (highlightId) document.getElementById(`message-${highlightId}`)?.scrollIntoView?.({ block: 'center' });
  }, [highlightId, messages.length]);

  const onScroll = () => {
    const el = box.current!;
    last.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
    last.current.height = el.scrollHeight;
    if (el.scrollTop < EDGE_PX && hasOlder && !loadingOlder) loadOlder();
  };

  return (
    <Box ref={box} onScroll={onScroll} sx={{ flex: 1, minHeight: 200, maxHeight: { xs: '55vh', md: 480 }, overflowY: 'auto', px: 1 }}>
      {hasOlder && (
        <Box sx={{ textAlign: 'center', my: 1 }}>
          {loadingOlder ? (
            <Typography variant="caption" color="text.secondary">
              {m.loadingOlder}
            </Typography>
          ) : (
            <Button size="small" onClick={loadOlder}>
              {m.loadOlder}
            </Button>
          )}
        </Box>
      )}
      <Stack component="ol" spacing={1} aria-label={m.messagesLabel} aria-live="polite" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            userId={userId}
            highlighted={String(message.id) === highlightId}
            onReact={(emoji, remove) => onReact(message, emoji, remove)}
          />
        ))}
      </Stack>
    </Box>
  );
}
