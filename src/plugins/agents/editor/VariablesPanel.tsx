// Variables ({{name}} in the prompt and actions) and links. Values are text, shown as text.
import { Button, IconButton, Stack, TextField } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { messages } from '../messages';
import { Section } from './Section';
import type { AgentEditor } from './useAgentEditor';

const { fields, buttons, sections } = messages;

/** The variables with the entry at `index` replaced (its key or value), order kept. */
export function replaceEntry(variables: Record<string, string>, index: number, key: string, value: string): Record<string, string> {
  const entries = Object.entries(variables);
  entries[index] = [key, value];
  return Object.fromEntries(entries);
}

export function VariablesPanel({ agent }: { agent: AgentEditor }) {
  const { editor, controller } = agent;
  const { variables, links } = editor.campaign;
  const entries = Object.entries(variables);
  const setVariables = (next: Record<string, string>) => controller.change({ variables: next });
  const setLinks = (next: typeof links) => controller.change({ links: next });
  const freeName = () => {
    let n = entries.length + 1;
    while (`variable${n}` in variables) n += 1;
    return `variable${n}`;
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <Section title={sections.variables} action={<Button onClick={() => setVariables({ ...variables, [freeName()]: '' })}>{buttons.addVariable}</Button>}>
        <Stack spacing={1}>
          {entries.map(([key, value], index) => (
            <Stack key={index} direction="row" spacing={1}>
              <TextField size="small" label={fields.variableKey} value={key} onChange={(e) => setVariables(replaceEntry(variables, index, e.target.value, value))} />
              <TextField size="small" label={fields.variableValue} value={value} fullWidth onChange={(e) => setVariables(replaceEntry(variables, index, key, e.target.value))} />
              <IconButton aria-label={`${buttons.removeVariable}: ${key}`} onClick={() => setVariables(Object.fromEntries(entries.filter((_, i) => i !== index)))}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      </Section>
      <Section title={sections.links} action={<Button onClick={() => setLinks([...links, { label: '', url: 'https://' }])}>{buttons.addLink}</Button>}>
        <Stack spacing={1}>
          {links.map((link, index) => (
            <Stack key={index} direction="row" spacing={1}>
              <TextField size="small" label={fields.linkLabel} value={link.label} onChange={(e) => setLinks(links.map((l, i) => (i === index ? { ...l, label: e.target.value } : l)))} />
              <TextField size="small" label={fields.linkUrl} value={link.url} fullWidth onChange={(e) => setLinks(links.map((l, i) => (i === index ? { ...l, url: e.target.value } : l)))} />
              <IconButton aria-label={`${buttons.removeLink}: ${link.label}`} onClick={() => setLinks(links.filter((_, i) => i !== index))}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}
