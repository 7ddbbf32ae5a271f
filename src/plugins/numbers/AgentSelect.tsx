// Which agent answers a number: the organization's agents, or none (the organization keeps it).
import { MenuItem, TextField } from '@mui/material';
import { messages } from './messages';
import { useAgentChoices } from './useNumbers';

const NONE = '';

export function AgentSelect({ value, onChange, disabled }: { value: number | null; onChange: (id: number | null) => void; disabled?: boolean }) {
  const agents = useAgentChoices();
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={messages.fields.agentAccountId}
      value={agents.data ? (value === null ? NONE : String(value)) : NONE}
      onChange={(event) => onChange(event.target.value === NONE ? null : Number(event.target.value))}
      disabled={disabled || agents.isPending}
    >
      <MenuItem value={NONE}>{messages.keepUnassigned}</MenuItem>
      {(agents.data ?? []).map((agent) => (
        <MenuItem key={agent.id} value={String(agent.id)}>
          {agent.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
