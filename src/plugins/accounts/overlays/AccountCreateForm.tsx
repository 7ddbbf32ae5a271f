// The form of the three create overlays: the kit's DialogForm with our validation (createRules.ts).
// A server message naming one of the fields ("email: Already used by another account") is shown
// under that field; any other failure above the form.
import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { DialogForm } from '@kernel/sdk';
import { CREATE_FIELDS, validateCreate, type CreateField, type CreateKind, type CreateValues } from '../createRules';
import { messages } from '../messages';

const { fields } = messages;

const LABELS: Record<CreateKind, Record<CreateField, string>> = {
  organization: {
    accountName: fields.organization,
    name: fields.ownerName,
    email: fields.email,
    phoneNumber: fields.phoneNumber,
    externalAccountId: fields.externalAccountId,
    externalBillingId: fields.externalBillingId,
  },
  reseller: {
    accountName: fields.reseller,
    name: fields.contactName,
    email: fields.email,
    phoneNumber: fields.phoneNumber,
    externalAccountId: fields.externalAccountId,
    externalBillingId: fields.externalBillingId,
  },
  agent: {
    accountName: fields.accountName,
    name: fields.agentName,
    email: fields.email,
    phoneNumber: fields.phoneNumber,
    externalAccountId: fields.externalAccountId,
    externalBillingId: fields.externalBillingId,
  },
};

const REQUIRED = new Set(['organization.accountName', 'organization.name', 'organization.email', 'reseller.accountName', 'reseller.name', 'reseller.email', 'agent.name']);

interface AccountCreateFormProps {
  kind: CreateKind;
  /** the reseller choices when the form must ask which reseller (createOrgAccount from a partner view) */
  resellerChoices?: { id: number; name: string }[];
  /** saves; throws the server's error */
  onSubmit: (values: CreateValues) => Promise<void>;
  onCancel: () => void;
  submitLabel: string;
  /** shown above the fields (e.g. where the account goes) */
  intro?: ReactNode;
}

export function AccountCreateForm({ kind, resellerChoices, onSubmit, onCancel, submitLabel, intro }: AccountCreateFormProps) {
  return (
    <DialogForm<CreateValues>
      record={{}}
      validate={(values: Record<string, unknown>) => validateCreate(kind, values as CreateValues, !!resellerChoices)}
      failed={messages.create.failed}
      serverFields={CREATE_FIELDS[kind]}
      // the message stays on its field or above the form, as before: no toast on top
      toastFailure={false}
      saveLabel={submitLabel}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <Stack spacing={0}>
        {intro}
        {resellerChoices && (
          <SelectInput source="resellerId" label={fields.reseller} choices={resellerChoices} translateChoice={false} isRequired />
        )}
        {CREATE_FIELDS[kind].map((field) => (
          <TextInput
            key={field}
            source={field}
            label={LABELS[kind][field]}
            type={field === 'email' ? 'email' : field === 'phoneNumber' ? 'tel' : 'text'}
            isRequired={REQUIRED.has(`${kind}.${field}`)}
            autoFocus={field === CREATE_FIELDS[kind][0] && !resellerChoices}
          />
        ))}
      </Stack>
    </DialogForm>
  );
}
