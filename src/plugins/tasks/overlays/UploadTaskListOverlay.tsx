// ?uploadTaskList=true: the campaign (who, from which number, when), the file (with its upload
// progress), the preflight (rows and their problems, fixed or dropped inline; duration and cost),
// then Start once the user confirms, or save as a draft. Nothing dials before that.
import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, DialogActions, DialogContent, FormControlLabel, Stack, Step, StepLabel, Stepper } from '@mui/material';
import { useNotify, useRedirect } from 'react-admin';
import { errorMessage, OverlayDialog, type OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { FileStep } from '../preflight/FileStep';
import { PreflightSummary } from '../preflight/PreflightSummary';
import { PreflightTable } from '../preflight/PreflightTable';
import { createBody, toFormValues, type TaskFormValues } from '../rules/taskForm';
import { problemTotal } from '../rules/preflight';
import { formatCount } from '../rules/campaign';
import type { Upload } from '../rules/types';
import { useTaskWrites } from '../useTasks';
import { TaskDialogForm } from './TaskDialogForm';

const p = messages.preflight;

export default function UploadTaskListOverlay({ close }: OverlayProps) {
  const dataProvider = useTaskWrites();
  const notify = useNotify();
  const redirect = useRedirect();
  const initial = useMemo(() => toFormValues(), []);
  const [values, setValues] = useState<TaskFormValues>(initial);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [step, setStep] = useState(0);
  const [confirmed, setConfirmed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const finish = async (start: boolean) => {
    if (!upload) return;
    setSaving(true);
    setFailure(null);
    try {
      const created = await dataProvider.create('tasks', { data: createBody(values, upload.id) });
      if (start) await dataProvider.taskAction('tasks', { id: created.data.id, action: 'start' });
      notify(start ? messages.notify.started : p.draftSaved, { type: 'success' });
      close();
      redirect('show', 'tasks', created.data.id);
    } catch (caught) {
      setFailure(errorMessage(caught, messages.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  const left = upload ? problemTotal(upload) : 0;
  return (
    <OverlayDialog title={messages.titles.upload} onClose={() => close()} maxWidth="lg">
      <DialogContent sx={{ pb: 0 }}>
        <Stepper activeStep={step} alternativeLabel>
          {p.steps.map((label) => (
            <Step key={label}><StepLabel>{label}</StepLabel></Step>
          ))}
        </Stepper>
      </DialogContent>
      {step === 0 && (
        <TaskDialogForm record={values} label={p.steps[0]} saveLabel={messages.actions.next} onCancel={() => close()}
          onSubmit={async (next) => { setValues(next); setStep(1); }} />
      )}
      {step === 1 && (
        <>
          <DialogContent dividers>
            <FileStep agentId={Number(values.agentId)} timezone={values.timezone} onUploaded={(next) => { setUpload(next); setConfirmed(false); setStep(2); }} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setStep(0)}>{messages.actions.back}</Button>
          </DialogActions>
        </>
      )}
      {step === 2 && upload && (
        <>
          <DialogContent dividers>
            <Stack spacing={2}>
              <PreflightSummary upload={upload} />
              <PreflightTable upload={upload} onChange={setUpload} />
              {left > 0 && <Alert severity="warning">{p.problemsLeft(formatCount(left))}</Alert>}
              {failure && <Alert severity="error">{failure}</Alert>}
              <FormControlLabel control={<Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />} label={p.confirmLabel} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setStep(1)} disabled={saving}>{messages.actions.back}</Button>
            <Button onClick={() => void finish(false)} disabled={saving}>{p.saveDraft}</Button>
            <Button variant="contained" onClick={() => void finish(true)} disabled={!confirmed || saving}>{messages.actions.start}</Button>
          </DialogActions>
        </>
      )}
    </OverlayDialog>
  );
}
