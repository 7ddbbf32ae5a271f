// The voice section: the server's voice catalogue (its fixed default voice first when none is set)
// and a spoken preview where the browser offers speech synthesis (issue 9 point 8).
import { lazy, Suspense, useState } from 'react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { DEFAULT_VOICE_ID } from '../constants';
import { messages } from '../messages';
import { Section } from './Section';
import { speakPreview } from './speech';

const VoicesDialog = lazy(() => import('./VoicesDialog'));
import type { AgentEditor, AgentsProvider } from './useAgentEditor';

export function useVoices(agentId: number) {
  const dataProvider = useDataProvider<AgentsProvider>();
  return useQuery({
    queryKey: ['agents', 'voices', agentId],
    queryFn: async () => (await dataProvider.voiceCatalogue('agents', { id: agentId })).data,
    staleTime: 5 * 60_000,
  });
}

export function VoiceSection({ agent }: { agent: AgentEditor }) {
  const { editor, controller, server } = agent;
  const voices = useVoices(server.id);
  const defaultVoice = voices.data?.defaultVoiceId ?? DEFAULT_VOICE_ID;
  const current = editor.campaign.voice || defaultVoice;
  const list = voices.data?.voices ?? [];
  const known = list.some((v) => v.id === current);
  const chosen = list.find((v) => v.id === current);
  const canSpeak = typeof window !== 'undefined' && 'speechSynthesis' in window;
  const [browsing, setBrowsing] = useState(false);
  return (
    <Section title={messages.sections.voice} action={<Button onClick={() => setBrowsing(true)}>{messages.buttons.voices}</Button>}>
      <Suspense fallback={null}>
        {browsing ? <VoicesDialog catalogue={voices.data} current={current} onChoose={(voice) => controller.change({ voice })} onClose={() => setBrowsing(false)} /> : null}
      </Suspense>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          label={messages.fields.voice}
          value={current}
          onChange={(event) => controller.change({ voice: event.target.value })}
          sx={{ minWidth: 260 }}
        >
          {!known ? <MenuItem value={current}>{current}</MenuItem> : null}
          {list.map((voice) => (
            <MenuItem key={voice.id} value={voice.id}>
              {voice.name}
              {voice.id === defaultVoice ? ` (${messages.voices.defaultVoice})` : ''}
              {voice.description ? ` — ${voice.description}` : ''}
            </MenuItem>
          ))}
        </TextField>
        <Button
          disabled={!canSpeak}
          onClick={() => speakPreview(`${messages.voices.sample} ${chosen?.name ?? current}.`, chosen?.language ?? editor.campaign.language)}
        >
          {messages.buttons.preview}
        </Button>
      </Stack>
      {!canSpeak ? (
        <Typography variant="caption" color="text.secondary">
          {messages.voices.noSpeech}
        </Typography>
      ) : null}
    </Section>
  );
}
