// The voices modal: the whole catalogue (the default marked), each with a spoken preview where the
// browser can speak; choosing one sets the agent's voice.
import { Alert, Button, DialogContent, List, ListItem, ListItemText, Stack } from '@mui/material';
import { OverlayDialog } from '@kernel/sdk';
import type { VoiceCatalogue } from '../api/types';
import { messages } from '../messages';
import { speakPreview } from './speech';

interface Props {
  catalogue: VoiceCatalogue | undefined;
  current: string;
  onChoose: (voiceId: string) => void;
  onClose: () => void;
}

export default function VoicesDialog({ catalogue, current, onChoose, onClose }: Props) {
  const canSpeak = typeof window !== 'undefined' && 'speechSynthesis' in window;
  return (
    <OverlayDialog title={messages.titles.voices} onClose={onClose} maxWidth="sm">
      <DialogContent dividers>
        {!canSpeak ? <Alert severity="info" sx={{ mb: 1 }}>{messages.voices.noSpeech}</Alert> : null}
        <List dense>
          {(catalogue?.voices ?? []).map((voice) => (
            <ListItem
              key={voice.id}
              divider
              secondaryAction={
                <Stack direction="row" spacing={1}>
                  <Button size="small" disabled={!canSpeak} onClick={() => speakPreview(`${messages.voices.sample} ${voice.name}.`, voice.language)}>
                    {messages.buttons.preview}
                  </Button>
                  <Button size="small" variant={voice.id === current ? 'contained' : 'outlined'} onClick={() => { onChoose(voice.id); onClose(); }}>
                    {voice.id === current ? messages.voices.chosen : messages.voices.choose}
                  </Button>
                </Stack>
              }
            >
              <ListItemText
                primary={`${voice.name}${voice.id === catalogue?.defaultVoiceId ? ` (${messages.voices.defaultVoice})` : ''}`}
                secondary={[voice.language, voice.gender, voice.description].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
    </OverlayDialog>
  );
}
