// Filling a template's fields before createAgentFromTemplate, for the editor's "set up from template":
// the values (the template's defaults until edited), the required fields left empty (said on the
// fields before a round trip; the server refuses them too), and the call's pending state and failure.
// The new-agent dialog, a DialogForm, shares the required-fields check (requiredLeft).
import { useState } from 'react';
import { errorMessage } from '@kernel/sdk';
import { modalMessages } from '../modalMessages';
import { initialValues, missingRequired, type TemplateField } from '../rules/templateFields';

type Values = Record<string, unknown>;

/** The required fields left empty, and the message that says so (none: null). */
export function requiredLeft(fields: readonly TemplateField[], values: Values): { keys: string[]; message: string | null } {
  const empty = missingRequired(fields, values);
  return { keys: empty.map((f) => f.key), message: empty.length ? modalMessages.fillRequired(empty.map((f) => f.label || f.key).join(', ')) : null };
}

export function useTemplateFill(fields: readonly TemplateField[]) {
  const [values, setValues] = useState<Values | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const current = values ?? initialValues(fields);

  /** Sends the values once every required field is filled; a failure is shown with `fallback`. */
  const submit = async (send: (values: Values) => Promise<void>, fallback: string) => {
    const left = requiredLeft(fields, current);
    setMissing(left.keys);
    if (left.message) {
      setFailure(left.message);
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      await send(current);
    } catch (error) {
      setFailure(errorMessage(error, fallback));
    } finally {
      setPending(false);
    }
  };

  return { current, setValues, missing, failure, pending, submit };
}
