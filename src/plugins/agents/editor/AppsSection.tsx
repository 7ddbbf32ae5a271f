// Apps (appId + version from GET /api/v2/agent/functions) and the functions enabled per app. Adding
// follows spec 1 §5: both needed, no duplicates.
import { useState } from 'react';
import { Button, Checkbox, FormControlLabel, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { messages } from '../messages';
import { addApp, functionKey, removeApp, toggleFunction } from '../rules/campaign';
import { Section } from './Section';
import type { AgentEditor, AgentsProvider } from './useAgentEditor';

const { fields, buttons, sections } = messages;

export function AppsSection({ agent }: { agent: AgentEditor }) {
  const { editor, controller, server } = agent;
  const dataProvider = useDataProvider<AgentsProvider>();
  const catalogue = useQuery({
    queryKey: ['agents', 'functions', server.id],
    queryFn: async () => (await dataProvider.appCatalogue('agents', { id: server.id })).data,
    staleTime: 5 * 60_000,
  });
  const [choice, setChoice] = useState('');
  const apps = catalogue.data ?? [];
  const { campaign } = editor;
  const add = () => {
    const [appId, version] = choice.split(':');
    controller.change({ apps: addApp(campaign.apps, { appId, version }) });
    setChoice('');
  };
  const present = new Set(campaign.apps.map(functionKey));
  return (
    <Section title={sections.apps}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <TextField select size="small" label={fields.appId} value={choice} onChange={(e) => setChoice(e.target.value)} sx={{ minWidth: 260 }}>
          {apps.map((app) => (
            <MenuItem key={functionKey(app)} value={functionKey(app)} disabled={present.has(functionKey(app))}>
              {app.name} ({fields.version} {app.version})
            </MenuItem>
          ))}
        </TextField>
        <Button onClick={add} disabled={!choice}>
          {buttons.addApp}
        </Button>
      </Stack>
      <Stack spacing={1}>
        {campaign.apps.map((app) => {
          const key = functionKey(app);
          const known = apps.find((a) => functionKey(a) === key);
          const enabled = campaign.enabledFunctions[key] ?? [];
          return (
            <Paper key={key} variant="outlined" sx={{ p: 1.5 }}>
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                <Typography sx={{ flex: 1 }}>
                  {known?.name ?? app.appId} ({fields.version} {app.version})
                </Typography>
                <IconButton aria-label={`${buttons.removeApp}: ${known?.name ?? app.appId}`} onClick={() => controller.change(removeApp(campaign, app))}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
              <Typography variant="caption" color="text.secondary">
                {sections.functions}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
                {(known?.functions ?? []).map((fn) => (
                  <FormControlLabel
                    key={fn.name}
                    label={fn.name}
                    control={
                      <Checkbox
                        checked={enabled.includes(fn.name)}
                        onChange={(e) => controller.change({ enabledFunctions: toggleFunction(campaign.enabledFunctions, app, fn.name, e.target.checked) })}
                      />
                    }
                  />
                ))}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Section>
  );
}
