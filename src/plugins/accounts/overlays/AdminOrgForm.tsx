// orgAdmin's form: the organization's name and external ids, plus plan and billing fields for
// partner-level views. Only the changed fields go to POST /api/v2/updateOrganization.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import { useKernel } from '../../../kernel/KernelContext';
import { updateOrganization } from '../adminApi';
import { adminMessages as m } from '../adminMessages';
import {
  changedOrgFields,
  ORG_FIELDS,
  PARTNER_FIELDS,
  PLAN_TERMS,
  validateOrg,
  type Errors,
  type OrgField,
  type OrgValues,
} from '../adminRules';
import { saveError } from './AdminSaveError';

interface AdminOrgFormProps {
  orgId: number;
  initial: OrgValues;
  partnerFields: boolean;
  /** after a save: the kernel's view is rebuilt when it shows this organization */
  onSaved?: () => void;
}

const ALL_FIELDS: readonly string[] = [...ORG_FIELDS, ...PARTNER_FIELDS];

export function AdminOrgForm({ orgId, initial, partnerFields, onSaved }: AdminOrgFormProps) {
  const { http } = useKernel();
  const notify = useNotify();
  const refresh = useRefresh();
  const [values, setValues] = useState<OrgValues>(initial);
  const [saved, setSaved] = useState<OrgValues>(initial);
  const [errors, setErrors] = useState<Errors<OrgField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (field: OrgField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateOrg(values, partnerFields);
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = changedOrgFields(saved, values, partnerFields);
    if (!Object.keys(body).length) {
      setFormError(m.noChanges);
      return;
    }
    setSaving(true);
    try {
      await updateOrganization(http, orgId, body);
    } catch (error) {
      const failure = saveError(error, m.saveFailed, ALL_FIELDS);
      if (failure.field) setErrors({ [failure.field]: failure.message });
      else setFormError(failure.message);
      notify(failure.message, { type: 'error' });
      return;
    } finally {
      setSaving(false);
    }
    setSaved(values);
    notify(m.orgAdmin.saved, { type: 'success' });
    refresh();
    onSaved?.();
  };

  const field = (name: OrgField, props: { required?: boolean; autoFocus?: boolean } = {}) => (
    <TextField
      key={name}
      size="small"
      fullWidth
      label={m.fields[name]}
      value={values[name]}
      onChange={set(name)}
      error={!!errors[name]}
      helperText={errors[name] ?? ' '}
      {...props}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={m.orgAdmin.titleLoading}>
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
            <TextField
              select
              size="small"
              fullWidth
              label={m.fields.productPlanTerm}
              value={values.productPlanTerm}
              onChange={set('productPlanTerm')}
              error={!!errors.productPlanTerm}
              helperText={errors.productPlanTerm ?? ' '}
            >
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
      {formError ? (
        <Alert severity={formError === m.noChanges ? 'info' : 'error'} sx={{ mb: 1 }}>
          {formError}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        disabled={saving}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {saving ? m.actions.saving : m.actions.save}
      </Button>
    </Box>
  );
}
