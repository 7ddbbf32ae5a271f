// Filling a template's fields before createAgentFromTemplate, shared by the new-agent dialog and the
// editor's "set up from template": the values (the template's defaults until edited), the required
// fields left empty (said on the fields before a round trip; the server refuses them too), and the
// call's pending state and failure.
import { useState } from 'react';
import { errorMessage } from '@kernel/sdk';
import { modalMessages } from '../modalMessages';
import { initialValues, missingRequired, type TemplateField } from '../rules/templateFields';

type Values = Record<string, unknown>;

export function useTemplateFill(fields: readonly TemplateField[]) {
  const [values, setValues] = useState<Values | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const current = values ?? initialValues(fields);

  /** Sends the values once every required field is filled; a failure is shown with `fallback`. */
  const submit = async (send: (values: Values) => Promise<void>, fallback: string) => {
    const empty = missingRequired(fields, current);
    setMissing(empty.map((f) => f.key));
    if (empty.length) {
      setFailure(modalMessages.fillRequired(empty.map((f) => f.label || f.key).join(', ')));
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
