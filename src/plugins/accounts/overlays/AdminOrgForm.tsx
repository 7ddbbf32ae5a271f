// orgAdmin's form: the organization's name and external ids, plus plan and billing fields for
// partner-level views. Only the changed fields go to POST /api/v2/updateOrganization.
import { useState } from 'react';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useKernel } from '@kernel/sdk';
import { updateOrganization } from '../adminApi';
import { messages as m } from '../messages';
import { changedOrgFields, ORG_FIELDS, PARTNER_FIELDS, PLAN_TERMS, validateOrg, type OrgField, type OrgValues } from '../adminFormRules';
import { AdminFormAlert, PendingButton, useAdminForm } from './AdminForm';

interface AdminOrgFormProps {
  orgId: number;
  initial: OrgValues;
  partnerFields: boolean;
  /** after a save: the kernel's view is rebuilt when it shows this organization */
  onSaved?: () => void;
}

const ALL_FIELDS: readonly string[] = [...ORG_FIELDS, ...PARTNER_FIELDS];
/** The organization's own name reads 'Organization name' here (the lists say 'Account name'). */
const LABELS: Record<OrgField, string> = { ...m.fields, accountName: m.fields.organizationName };

export function AdminOrgForm({ orgId, initial, partnerFields, onSaved }: AdminOrgFormProps) {
  const { http } = useKernel();
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [saved, setSaved] = useState<OrgValues>(initial);
  const form = useAdminForm({
    initial,
    validate: (values) => validateOrg(values, partnerFields),
    body: (values) => changedOrgFields(saved, values, partnerFields),
    save: (body) => updateOrganization(http, orgId, body),
    serverFields: ALL_FIELDS,
    onSaved: (_body, values) => {
      setSaved(values);
      notify(m.orgAdmin.saved, { type: 'success' });
      refresh();
      onSaved?.();
    },
  });

  const field = (name: OrgField, props: { required?: boolean; autoFocus?: boolean } = {}) => (
    <TextField key={name} size="small" fullWidth label={LABELS[name]} {...form.text(name)} {...props} />
  );

  return (
    <Box component="form" noValidate onSubmit={form.submit} aria-label={m.orgAdmin.titleLoading}>
      <Stack spacing={0.5}>
        {field('accountName', { required: true })}
        {field('externalAccountId')}
        {partnerFields ? (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
              {m.hints.partnerFields}
            </Typography>
            {field('externalBillingId')}
            {field('productPlanId')}
            <TextField select size="small" fullWidth label={m.fields.productPlanTerm} {...form.text('productPlanTerm')}>
              {PLAN_TERMS.map((term) => (
                <MenuItem key={term} value={term}>
                  {m.terms[term]}
                </MenuItem>
              ))}
            </TextField>
            {field('billingId')}
            {field('billingSubscriptionId')}
          </>
        ) : null}
      </Stack>
      <AdminFormAlert message={form.formError} />
      <PendingButton type="submit" pending={form.saving} pendingLabel={m.actions.saving}>
        {translate('ra.action.save')}
      </PendingButton>
    </Box>
  );
}
