// orgAdmin's form: the organization's name and external ids, plus plan and billing fields for
// partner-level views. The kit's DialogForm; only the changed fields go to the organizations
// resource's update (POST /api/v2/updateOrganization), and nothing is sent when nothing changed.
import { useState } from 'react';
import { Typography } from '@mui/material';
import { SelectInput, TextInput, useNotify, useRefresh, useUpdate } from 'react-admin';
import { DialogForm } from '@kernel/sdk';
import { messages as m } from '../messages';
import { changedOrgFields, ORG_FIELDS, PARTNER_FIELDS, PLAN_TERMS, toOrgValues, validateOrg, type OrgField, type OrgValues } from '../adminFormRules';

interface AdminOrgFormProps {
  orgId: number;
  initial: OrgValues;
  partnerFields: boolean;
  onCancel: () => void;
  /** after a save: the kernel's view is rebuilt when it shows this organization */
  onSaved?: () => void;
}

const ALL_FIELDS: readonly string[] = [...ORG_FIELDS, ...PARTNER_FIELDS];
/** The organization's own name reads 'Organization name' here (the lists say 'Account name'). */
const LABELS: Record<OrgField, string> = { ...m.fields, accountName: m.fields.organizationName };
const TERM_CHOICES = PLAN_TERMS.filter((term) => term !== '').map((id) => ({ id, name: m.terms[id] }));

export function AdminOrgForm({ orgId, initial, partnerFields, onCancel, onSaved }: AdminOrgFormProps) {
  const [update] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [saved, setSaved] = useState<OrgValues>(initial);
  const changes = (values: Record<string, unknown>) => changedOrgFields(saved, toOrgValues(values), partnerFields);

  const save = async (values: Record<string, unknown>) => {
    await update(
      'organizations',
      { id: orgId, data: changes(values), previousData: { id: orgId, ...saved } },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    setSaved(toOrgValues(values));
    notify(m.orgAdmin.saved, { type: 'success' });
    refresh();
    onSaved?.();
  };

  const field = (name: OrgField, props: { isRequired?: boolean; autoFocus?: boolean } = {}) => (
    <TextInput key={name} source={name} size="small" label={LABELS[name]} {...props} />
  );

  return (
    <DialogForm
      record={initial}
      validate={(values) => validateOrg(toOrgValues(values), partnerFields)}
      nothingChanged={{ when: (values) => Object.keys(changes(values)).length === 0, message: m.noChanges }}
      failed={m.saveFailed}
      serverFields={ALL_FIELDS}
      onSubmit={save}
      onCancel={onCancel}
    >
      {field('accountName', { isRequired: true })}
      {field('externalAccountId')}
      {partnerFields ? (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
            {m.hints.partnerFields}
          </Typography>
          {field('externalBillingId')}
          {field('productPlanId')}
          <SelectInput
            source="productPlanTerm"
            size="small"
            label={m.fields.productPlanTerm}
            choices={TERM_CHOICES}
            emptyText={m.terms['']}
            emptyValue=""
            translateChoice={false}
          />
          {field('billingId')}
          {field('billingSubscriptionId')}
        </>
      ) : null}
    </DialogForm>
  );
}
