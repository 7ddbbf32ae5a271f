// A form inside a dialog, on react-admin's <Form>: client validation first; then the save; a failed
// save's `field: message` (serverErrors.ts) goes onto that input, anything else above the form, and
// is toasted. Labels of the inputs come from `resources.<resource>.fields.*`. Inside an OverlayDialog,
// Cancel (like Escape and the close button) asks first while a field holds an unsaved change.
import { useId, useLayoutEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Alert, Button, DialogActions, DialogContent } from '@mui/material';
import { Form, FormDataConsumer, SaveButton, useNotify, useTranslate, type ValidateForm } from 'react-admin';
import { serverFieldError, type ServerErrorOptions } from './serverErrors';
import { ReportFormChanges, useGuardedLeave } from './unsavedChanges';

export interface DialogFormProps<V extends Record<string, unknown>> {
  record?: Partial<V>;
  resource?: string;
  validate?: ValidateForm;
  /** the save: rejects with the server's error when it fails */
  onSubmit: (values: V) => Promise<unknown>;
  onCancel: () => void;
  /** the message when a failure carries none */
  failed: string;
  /** the fields a server message may name (default: the form's own values) and their mapping */
  serverFields?: ServerErrorOptions['fields'];
  fieldFor?: ServerErrorOptions['fieldFor'];
  conflict?: ServerErrorOptions['conflict'];
  /** a failure is also toasted, as is react-admin's 'the form is not valid' (default) */
  toastFailure?: boolean;
  /** a save that would change nothing is not sent: the message shows instead (as information) */
  nothingChanged?: { when: (values: V) => boolean; message: string };
  /** default: react-admin's ra.action.save / ra.action.cancel */
  saveLabel?: string;
  cancelLabel?: string;
  /** the form's accessible name (a <form> is a landmark only once named) */
  label?: string;
  /** checked as the user types, and Save stays disabled while `validate` (synchronous) finds an error */
  saveWhenValid?: boolean;
  /** false: Save is not a submit button, so Enter in a field sends nothing (default true) */
  enterSubmits?: boolean;
  children: ReactNode;
}

export function DialogForm<V extends Record<string, unknown>>(props: DialogFormProps<V>) {
  const { record, resource, validate, onSubmit, onCancel, failed, children } = props;
  const notify = useNotify();
  const translate = useTranslate();
  const [formError, setFormError] = useState<{ message: string; severity: 'error' | 'info' } | null>(null);
  // Save stays disabled while the save runs: a second click would send it twice
  const [pending, setPending] = useState(false);
  const formId = useId();
  const leave = useGuardedLeave();
  const { label } = props;
  // react-admin's <Form> passes no aria attributes to its <form>: name it once it is in the DOM
  useLayoutEffect(() => {
    const form = document.getElementById(formId);
    if (label) form?.setAttribute('aria-label', label);
    else form?.removeAttribute('aria-label');
  }, [formId, label]);

  const submit = async (values: Record<string, unknown>) => {
    setFormError(null);
    if (props.nothingChanged?.when(values as V)) {
      setFormError({ message: props.nothingChanged.message, severity: 'info' });
      return undefined;
    }
    setPending(true);
    try {
      await onSubmit(values as V);
      return undefined;
    } catch (caught) {
      const fields = props.serverFields ?? Object.keys(values);
      const error = serverFieldError(caught, { fields, fallback: failed, fieldFor: props.fieldFor, conflict: props.conflict });
      if (props.toastFailure !== false) notify(error.message, { type: 'error' });
      if (error.field) return { [error.field]: error.message };
      setFormError({ message: error.message, severity: 'error' });
      return undefined;
    } finally {
      setPending(false);
    }
  };

  return (
    // noValidate: our messages, not the browser's (type="email" would otherwise block the submit)
    <Form
      id={formId}
      record={record}
      resource={resource}
      validate={validate}
      disableInvalidFormNotification={props.toastFailure === false}
      {...(props.saveWhenValid ? { mode: 'onChange' as const } : {})}
      noValidate
      onSubmit={submit}
    >
      <ReportFormChanges />
      <DialogContent dividers>
        {formError ? (
          <Alert severity={formError.severity} sx={{ mb: 2 }}>
            {formError.message}
          </Alert>
        ) : null}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => leave(onCancel)}>{props.cancelLabel ?? translate('ra.action.cancel', { _: 'Cancel' })}</Button>
        <DialogSave label={props.saveLabel ?? 'ra.action.save'} pending={pending} validate={props.saveWhenValid ? validate : undefined} enterSubmits={props.enterSubmits !== false} />
      </DialogActions>
    </Form>
  );
}

const submitOwnForm = (event: MouseEvent<HTMLButtonElement>) => {
  // handled here: react-admin's own click handler of a type="button" SaveButton would look for a save context
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
};

interface DialogSaveProps {
  label: string;
  pending: boolean;
  validate?: ValidateForm;
  enterSubmits: boolean;
}

function DialogSave({ label, pending, validate, enterSubmits }: DialogSaveProps) {
  const button = (invalid: boolean) => {
    const blocked = invalid || pending;
    // alwaysEnable wins over disabled in SaveButton: a blocked Save lets go of it
    return (
      <SaveButton label={label} alwaysEnable={!blocked} disabled={blocked} {...(enterSubmits ? {} : { type: 'button' as const, onClick: submitOwnForm })} />
    );
  };
  if (!validate) return button(false);
  // the form's own rules on the current values (a server's refusal on a field does not block a retry)
  return (
    <FormDataConsumer>
      {({ formData }) => {
        const errors = validate(formData);
        return button(!!errors && !(errors instanceof Promise) && Object.values(errors).some(Boolean));
      }}
    </FormDataConsumer>
  );
}
