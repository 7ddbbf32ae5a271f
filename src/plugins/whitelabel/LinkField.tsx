// A link of the profile: validated as an http(s) URL, saved on blur or Enter; empty unsets it.
import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { messages } from './messages';
import { checkLink, type LinkError } from './rules';

interface LinkFieldProps {
  label: string;
  /** the stored value ('' when unset) */
  value: string;
  onSave: (value: string | null) => Promise<boolean>;
}

const ERRORS: Record<LinkError, string> = { url: messages.validation.url, tooLong: messages.validation.tooLong };

export function LinkField({ label, value, onSave }: LinkFieldProps) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);

  // a save elsewhere (or a rollback) changes the stored value: show it unless the user is typing
  useEffect(() => {
    if (!editing) setDraft(value);
  }, [value, editing]);

  const commit = async () => {
    setEditing(false);
    const check = checkLink(draft);
    if (!check.ok) {
      setError(ERRORS[check.error]);
      return;
    }
    setError(null);
    setDraft(check.value ?? '');
    if ((check.value ?? '') === value) return;
    await onSave(check.value);
  };

  return (
    <TextField
      label={label}
      value={draft}
      type="url"
      fullWidth
      size="small"
      margin="dense"
      placeholder="https://"
      error={error !== null}
      helperText={error ?? ' '}
      onChange={(event) => {
        setEditing(true);
        setDraft(event.target.value);
        if (error && checkLink(event.target.value).ok) setError(null);
      }}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void commit();
        }
      }}
    />
  );
}
