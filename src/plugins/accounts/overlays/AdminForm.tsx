// What the administration forms share (orgAdmin, agentAdmin, editUserAccount, memberInvite): the
// values with their errors, a submit that validates, sends only a non-empty body and puts a failed
// save on the field the server named (a 400 "email: ..." or a 409 on a unique field) or above the
// form, and the save button with its spinner.
import { useState, type FormEvent } from 'react';
import { Alert } from '@mui/material';
import { useNotify } from 'react-admin';
import { PendingButton, serverFieldError } from '@kernel/sdk';
import { messages as m } from '../messages';
import type { Errors } from '../adminFormRules';

interface AdminFormOptions<V, B extends object> {
  initial: V | (() => V);
  validate: (values: V) => Errors<Extract<keyof V, string>>;
  /** the request body; an empty one means nothing changed */
  body: (values: V) => B;
  save: (body: B) => Promise<unknown>;
  /** the fields a server error may name; `fieldFor` says which form field shows it (default: the same) */
  serverFields: readonly string[];
  fieldFor?: (serverField: string) => Extract<keyof V, string>;
  conflict?: { field: Extract<keyof V, string>; message: string };
  /** default: m.saveFailed */
  failed?: string;
  /** a failure is also toasted (default) */
  toastFailure?: boolean;
  onSaved: (body: B, values: V) => void;
}

export function useAdminForm<V extends object, B extends object>(options: AdminFormOptions<V, B>) {
  type Field = Extract<keyof V, string>;
  const notify = useNotify();
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const setValue = <F extends Field>(field: F, value: V[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = options.validate(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = options.body(values);
    if (!Object.keys(body).length) {
      setFormError(m.noChanges);
      return;
    }
    setSaving(true);
    try {
      await options.save(body);
    } catch (caught) {
      const failure = serverFieldError(caught, {
        fields: options.serverFields,
        fallback: options.failed ?? m.saveFailed,
        conflict: options.conflict,
        fieldFor: options.fieldFor,
      });
      if (failure.field) setErrors({ [failure.field]: failure.message } as Errors<Field>);
      else setFormError(failure.message);
      if (options.toastFailure !== false) notify(failure.message, { type: 'error' });
      return;
    } finally {
      setSaving(false);
    }
    options.onSaved(body, values);
  };

  /** A text field's value, change handler and error (else `hint`), for MUI's TextField. */
  const text = (field: Field, hint = ' ') => ({
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value as V[Field]),
    error: !!errors[field],
    helperText: errors[field] ?? hint,
  });

  return { values, errors, formError, saving, setValue, text, submit };
}

/** The form's own message: "nothing changed" as information, anything else as an error. */
export function AdminFormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity={message === m.noChanges ? 'info' : 'error'} sx={{ mb: 1 }}>
      {message}
    </Alert>
  );
}

export { PendingButton };
