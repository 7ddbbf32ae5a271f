// The two steps of changing an address the user signs in with (editEmail, editPhone): the new address,
// refused here when malformed (nothing is sent), then a code sent to it (CodeField); once the server
// takes the code, the session's account is read again and the overlay closes. The overlays say what
// differs: how an address is read and shown, the field's kind, and the two calls.
import { useState } from 'react';
import { TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useKernel, type OverlayProps } from '@kernel/sdk';
import { messages } from './messages';
import { ProfileDialog } from './ProfileDialog';
import { codeToSubmit } from './rules';
import { CodeField } from './CodeField';
import { useAction } from './useAction';

/** The words both overlays' messages have (messages.email, messages.phone). */
export interface AddressChangeWords {
  title: string;
  current: (shown: string) => string;
  none: string;
  label: string;
  codeLabel: string;
  codeHint: string;
  codeSent: (shown: string) => string;
  changed: string;
}

export interface AddressChangeDialogProps {
  close: OverlayProps['close'];
  words: AddressChangeWords;
  /** the user's current address as shown, or null: none yet */
  current: string | null;
  /** under the field: when what was typed is malformed, and otherwise */
  invalidText: string;
  hint?: string;
  input: { type: 'email' | 'tel'; autoComplete: 'email' | 'tel'; maxLength: number };
  /** the address to send for what was typed, or null when it is malformed */
  parse: (typed: string) => string | null;
  /** an address as the dialog shows it */
  show?: (address: string) => string;
  request: (userId: number, address: string) => Promise<void>;
  /** takes the code for the address; a refusal's message is shown in the dialog */
  validate: (userId: number, address: string, code: number) => Promise<void>;
}

export function AddressChangeDialog({ close, words: t, current, invalidText, hint = ' ', input, parse, show = (a) => a, request, validate }: AddressChangeDialogProps) {
  const notify = useNotify();
  const { user, session } = useKernel();
  const [typed, setTyped] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { pending, failure, setFailure, run } = useAction();

  const requestCode = async () => {
    const address = parse(typed);
    if (address === null || !user) return setInvalid(true);
    if (await run(() => request(user.id, address))) setSentTo(address);
  };
  const verify = async () => {
    const value = codeToSubmit(code);
    // spec §5: a code that is not exactly 6 characters is not submitted
    if (value === null || !user || !sentTo) return;
    if (await run(async () => {
      await validate(user.id, sentTo, value);
      await session.refresh();
    })) {
      notify(t.changed, { type: 'success' });
      close();
    }
  };

  if (sentTo) {
    return (
      <ProfileDialog title={t.title} onClose={() => close()} onSubmit={() => void verify()} pending={pending} failure={failure} submitLabel={messages.actions.verify} submitDisabled={codeToSubmit(code) === null} maxWidth="xs">
        <CodeField
          sentLine={t.codeSent(show(sentTo))}
          label={t.codeLabel}
          hint={t.codeHint}
          code={code}
          onCode={(value) => {
            setCode(value);
            setFailure(null);
          }}
        />
      </ProfileDialog>
    );
  }
  return (
    <ProfileDialog title={t.title} onClose={() => close()} onSubmit={() => void requestCode()} pending={pending} failure={failure} submitLabel={messages.actions.sendCode} maxWidth="xs">
      <Typography>{current ? t.current(current) : t.none}</Typography>
      <TextField
        label={t.label}
        type={input.type}
        value={typed}
        autoFocus
        autoComplete={input.autoComplete}
        onChange={(e) => {
          setTyped(e.target.value);
          setInvalid(false);
          setFailure(null);
        }}
        error={invalid}
        helperText={invalid ? invalidText : hint}
        slotProps={{ htmlInput: { maxLength: input.maxLength } }}
        fullWidth
      />
    </ProfileDialog>
  );
}
