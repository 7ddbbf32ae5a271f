// Settings: sections campaign id, default (the published agent), voice, language, timezone and the
// knowledge bases the agent searches (issue 21; template-mode agents choose theirs too).
// Timezone and voice are trimmed and stripped of quotes (spec 1 §5) when the field is left.
import { useState } from 'react';
import { Stack, TextField, Typography } from '@mui/material';
import { messages } from '../messages';
import { cleanQuoted } from '../rules/campaign';
import { KnowledgeBasesSection } from '../knowledge/KnowledgeBasesSection';
import { Section } from './Section';
import { VoiceSection } from './VoiceSection';
import type { AgentEditor } from './useAgentEditor';
import { formatDateTime } from '@kernel/sdk';

const { sections, fields } = messages;

function CleanedField({ label, value, onCommit }: { label: string; value: string; onCommit: (v: string) => void }) {
  const [text, setText] = useState(value);
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => {
        const cleaned = cleanQuoted(text);
        setText(cleaned);
        if (cleaned !== value) onCommit(cleaned);
      }}
      fullWidth
    />
  );
}

export function SettingsPanel({ agent, fullEditor }: { agent: AgentEditor; fullEditor: boolean }) {
  const { editor, controller, server } = agent;
  const published = server.publishedAt ? formatDateTime(server.publishedAt * 1000) : messages.notPublished;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <VoiceSection agent={agent} />
      {fullEditor ? (
        <Section title={sections.language}>
          <CleanedField label={fields.language} value={editor.campaign.language ?? ''} onCommit={(language) => controller.change({ language })} />
        </Section>
      ) : null}
      <Section title={sections.timezone}>
        <CleanedField label={fields.timezone} value={editor.campaign.timezone ?? ''} onCommit={(timezone) => controller.change({ timezone })} />
      </Section>
      <KnowledgeBasesSection agent={agent} />
      <Section title={sections.campaignId}>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>{server.campaignId}</Typography>
      </Section>
      <Section title={sections.default}>
        <Typography variant="body2">
          {messages.publishedAt}: {published}
        </Typography>
      </Section>
    </Stack>
  );
}
