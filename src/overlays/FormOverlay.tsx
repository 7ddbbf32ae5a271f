// The kernel's form overlay (?form=<name>), built on the spec's form helper (src/shared/formHelper.ts:
// string, integer, float, boolean and date fields, 'This field is required', validate-all).
// ?form=support is the get-support form of the help button: it writes the email to the support
// address of the partner's or reseller's settings (supportEmail), or opens their support site.
import { useState } from 'react';
import { Alert, Button, Checkbox, DialogActions, DialogContent, FormControlLabel, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OverlayProps } from '../kernel/contracts';
import { DOCS_URL } from '../kernel/constants';
import { useKernel } from '../kernel/KernelContext';
import { openExternal } from '../kernel/mobile/openExternal';
import { REQUIRED_MESSAGE, TYPE_MESSAGES, validateAll, type FormField } from '../shared/formHelper';
import { ExternalLink } from './ExternalLink';
import { OverlayDialog } from './OverlayDialog';
import { infoLinks, supportMailto, SUPPORT_FORM } from './overlayRules';

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** The helper's English errors → the i18n keys that translate them. */
const ERROR_KEYS: Record<string, string> = {
  [REQUIRED_MESSAGE]: 'switchboard.overlays.form.required',
  [TYPE_MESSAGES.integer]: 'switchboard.overlays.form.integer',
  [TYPE_MESSAGES.float]: 'switchboard.overlays.form.float',
  [TYPE_MESSAGES.date]: 'switchboard.overlays.form.date',
};

function FieldInput({ field, label, value, error, onChange }: { field: FormField; label: string; value: unknown; error?: string; onChange: (v: unknown) => void }) {
  if (field.type === 'boolean') {
    return (
      <div>
        <FormControlLabel control={<Checkbox checked={value === true} onChange={(_, on) => onChange(on)} />} label={label} />
        {error ? <FormHelperText error>{error}</FormHelperText> : null}
      </div>
    );
  }
  const numeric = field.type === 'integer' || field.type === 'float';
  return (
    <TextField
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      required={field.required}
      error={!!error}
      helperText={error ?? ' '}
      type={field.type === 'date' ? 'date' : 'text'}
      multiline={field.name === 'message'}
      minRows={field.name === 'message' ? 4 : undefined}
      slotProps={{
        inputLabel: field.type === 'date' ? { shrink: true } : undefined,
        htmlInput: { inputMode: numeric ? (field.type === 'integer' ? 'numeric' : 'decimal') : undefined, maxLength: 5000 },
      }}
    />
  );
}

export default function FormOverlay({ value, close }: OverlayProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`switchboard.overlays.form.${key}`);
  const { account, user } = useKernel();
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (value !== 'support') return null;
  const settings = (account ?? user)?.settings;
  const email = typeof settings?.supportEmail === 'string' && EMAIL.test(settings.supportEmail) ? settings.supportEmail : null;
  const site = infoLinks(settings, window.location.origin).find((l) => l.key === 'support')?.url ?? null;
  const submit = () => {
    const result = validateAll(SUPPORT_FORM, values);
    setErrors(Object.fromEntries(Object.entries(result.errors).map(([k, m]) => [k, translate(ERROR_KEYS[m] ?? m, { _: m })])));
    if (!result.valid) return;
    if (email) window.location.href = supportMailto(email, result.values);
    else if (site) openExternal(site);
  };
  return (
    <OverlayDialog title={t('support.title')} onClose={() => close()}>
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogContent>
          <Stack spacing={1}>
            {email || site ? (
              <>
                <Typography>{t('support.intro')}</Typography>
                {SUPPORT_FORM.map((field) => (
                  <FieldInput
                    key={field.name}
                    field={field}
                    label={t(`support.${field.name}`)}
                    value={values[field.name]}
                    error={errors[field.name]}
                    onChange={(v) => setValues((current) => ({ ...current, [field.name]: v }))}
                  />
                ))}
              </>
            ) : (
              <Alert severity="info">{t('support.noAddress')}</Alert>
            )}
            <Typography>
              <ExternalLink href={DOCS_URL}>{t('docs')}</ExternalLink>
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          {email || site ? (
            <Button type="submit" variant="contained">
              {email ? t('support.send') : t('support.openSite')}
            </Button>
          ) : null}
        </DialogActions>
      </Stack>
    </OverlayDialog>
  );
}
