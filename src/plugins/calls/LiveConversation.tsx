// One SMS conversation of the Live page: its messages as they come (events stream), and the
// supervisor's controls: take it over (the agent stops answering), write through the carrier, hand
// it back. Opening it is audited as a listen by the server.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PendingButton, useConfirmedAction } from '@kernel/sdk';
import { CALLS_RESOURCE } from './api';
import { liveMessages as m } from './liveMessages';
import { useCallsProvider } from './useCalls';
import { formatPhone } from '../../shared/phoneFormat';

export function LiveConversation({ roomId }: { roomId: string }) {
  const dataProvider = useCallsProvider();
  const queryClient = useQueryClient();
  const room = useQuery({
    queryKey: [CALLS_RESOURCE, 'room', roomId],
    queryFn: async () => (await dataProvider.getRoom(CALLS_RESOURCE, { roomId })).data,
    retry: false,
  });
  const [text, setText] = useState('');
  // one id per message written, kept until it is sent, so a retry never texts twice
  const [messageId, setMessageId] = useState(() => crypto.randomUUID());
  const takeover = useConfirmedAction(m.takeOverFailed);
  const send = useConfirmedAction(m.sendFailed);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [CALLS_RESOURCE] });

  const setAgent = (agent: boolean) => takeover.run(async () => {
    await dataProvider.setRoomAgent(CALLS_RESOURCE, { roomId, agent });
    await refresh();
  });

  const onSend = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await send.run(() => dataProvider.sendToRoom(CALLS_RESOURCE, { roomId, messageId, text: text.trim() }));
    if (!sent) return;
    setText('');
    setMessageId(crypto.randomUUID());
    await refresh();
  };

  if (room.isPending) return <Skeleton variant="rectangular" height={200} />;
  if (room.isError) return <Alert severity="error">{m.roomLoadFailed}</Alert>;
  const { conversation, messages } = room.data;
  const held = !conversation.aiAgentEnabled;
  return (
    <Card component="section" aria-label={formatPhone(conversation.externalNumber)}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {formatPhone(conversation.externalNumber)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${m.agent(conversation.agentName)} · ${formatPhone(conversation.agentNumber)}`}
        </Typography>
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, my: 2, maxHeight: 360, overflowY: 'auto' }} aria-live="polite">
          {messages.map((msg) => (
            <Box component="li" key={msg.uuid} sx={{ alignSelf: msg.direction === 'in' ? 'flex-start' : 'flex-end', maxWidth: '85%' }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {msg.direction === 'in' ? m.caller : m.agentSays}
              </Typography>
              {/* rendered as text, never as HTML */}
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', bgcolor: 'action.hover', borderRadius: 1, px: 1, py: 0.5 }}>
                {msg.body}
              </Typography>
            </Box>
          ))}
        </Stack>
        <Alert severity={held ? 'warning' : 'info'} sx={{ mb: 1 }}>
          {held ? m.takenOver : m.agentAnswers}
        </Alert>
        <Button variant={held ? 'outlined' : 'contained'} disabled={takeover.pending} onClick={() => void setAgent(held)}>
          {held ? m.handBack : m.takeOver}
        </Button>
        {held && (
          <Stack component="form" direction="row" spacing={1} sx={{ mt: 2 }} onSubmit={onSend}>
            <TextField size="small" label={m.message} value={text} onChange={(e) => setText(e.target.value)} fullWidth inputProps={{ maxLength: 1600 }} />
            <PendingButton type="submit" pending={send.pending} disabled={!text.trim()}>
              {m.send}
            </PendingButton>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
