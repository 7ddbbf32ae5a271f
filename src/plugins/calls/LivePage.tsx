// The Live page (issue 18 point 6): the organization's calls in progress and its SMS conversations
// of the last 30 minutes, kept current by the events stream. A call opens in the `call` overlay; a
// conversation opens beside the lists (?room=<roomId>), where a supervisor can take it over.
import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, ListItemButton, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLiveRefresh, useOpenOverlay } from '@kernel/sdk';
import { CALLS_RESOURCE } from './api';
import { LiveConversation } from './LiveConversation';
import { liveMessages as m } from './liveMessages';
import { useCallsProvider } from './useCalls';
import { formatPhone } from '../../shared/phoneFormat';

export const LIVE_TYPES = ['call.started', 'call.turn', 'call.ended', 'message.in', 'message.out'];

export function useLiveNow() {
  const dataProvider = useCallsProvider();
  // no abort signal: react-admin logs an aborted provider call as an error in the console
  return useQuery({ queryKey: [CALLS_RESOURCE, 'now'], queryFn: async () => (await dataProvider.getLive(CALLS_RESOURCE)).data });
}

export default function LivePage() {
  useLiveRefresh(CALLS_RESOURCE, LIVE_TYPES);
  const live = useLiveNow();
  const openOverlay = useOpenOverlay();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const roomId = params.get('room');
  const openRoom = (id: string) => setParams((p) => (p.set('room', id), p));

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={m.title} />
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {m.title}
        </Typography>
        {live.data?.carrier.kind === 'demo' && (
          <>
            <Chip size="small" color="info" label={m.demoCarrier} />
            <Button onClick={() => navigate('../callerConsole')}>{m.callerConsole}</Button>
          </>
        )}
      </Stack>
      {live.isError && <Alert severity="error">{m.loadFailed}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                {m.calls}
              </Typography>
              {live.isPending ? (
                <Skeleton height={64} />
              ) : live.data?.calls.length ? (
                <List aria-label={m.calls}>
                  {live.data.calls.map((c) => (
                    <ListItem key={c.callId} disablePadding>
                      <ListItemButton onClick={() => openOverlay('call', c.callId)}>
                        <ListItemText
                          primary={`${m.agent(c.agentName)} · ${m.between(c.from, c.to)}`}
                          secondary={c.transcript.at(-1)?.text ?? m.status[c.status]}
                          secondaryTypographyProps={{ noWrap: true }}
                        />
                        <Chip size="small" color="success" label={m.status[c.status] ?? c.status} sx={{ ml: 1 }} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              ) : (
                <Typography color="text.secondary">{m.noCalls}</Typography>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                {m.conversations}
              </Typography>
              {live.isPending ? (
                <Skeleton height={64} />
              ) : live.data?.conversations.length ? (
                <List aria-label={m.conversations}>
                  {live.data.conversations.map((r) => (
                    <ListItem key={r.roomId} disablePadding>
                      <ListItemButton selected={r.roomId === roomId} onClick={() => openRoom(r.roomId)}>
                        <ListItemText
                          primary={`${formatPhone(r.externalNumber)} · ${m.agent(r.agentName)}`}
                          secondary={r.lastMessage}
                          secondaryTypographyProps={{ noWrap: true }}
                        />
                        {!r.aiAgentEnabled && <Chip size="small" color="warning" label={m.takenOverChip} sx={{ ml: 1 }} />}
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              ) : (
                <Typography color="text.secondary">{m.noConversations}</Typography>
              )}
            </CardContent>
          </Card>
        </Stack>
        {roomId && (
          <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            <LiveConversation roomId={roomId} />
          </Box>
        )}
      </Stack>
    </Box>
  );
}
