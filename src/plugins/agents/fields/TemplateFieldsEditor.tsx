// The edit-fields modal over one template: its fields read fresh from the server (not a cached copy)
// and kept with the revision the edit starts from, saved with the template's update call on that
// revision (409 when someone changed it meanwhile, shown in the modal: nothing is overwritten).
// Used by the template list, the editor's template panel.
import { useState } from 'react';
import { useGetOne, useNotify, useUpdate } from 'react-admin';
import { OverlayDialog, OverlayError, OverlayLoading } from '@kernel/sdk';
import type { Template } from '../api/types';
import { messages } from '../messages';
import { modalMessages } from '../modalMessages';
import EditFieldsDialog from './EditFieldsDialog';

interface Props {
  templateId: string;
  onClose: () => void;
  onSaved?: (template: Template) => void;
}

export default function TemplateFieldsEditor({ templateId, onClose, onSaved }: Props) {
  const query = useGetOne<Template>('templates', { id: templateId }, { refetchOnWindowFocus: false, refetchOnMount: 'always' });
  const [update] = useUpdate<Template>();
  const notify = useNotify();
  // the first answer read since opening, held: a later refetch must not move the base revision
  const [template, setTemplate] = useState<Template | null>(null);
  if (!template && query.data && query.isFetchedAfterMount && !query.isFetching) setTemplate(query.data);
  if (!template) {
    return (
      <OverlayDialog title={modalMessages.editFields.title} onClose={onClose}>
        {query.error ? <OverlayError error={query.error} fallback={messages.templates.loadFailed} /> : <OverlayLoading label={messages.loading} />}
      </OverlayDialog>
    );
  }
  return (
    <EditFieldsDialog
      subject={template.name}
      fields={template.templateFields ?? []}
      onClose={onClose}
      onSave={async (templateFields) => {
        const saved = await update(
          'templates',
          { id: template.id, data: { templateFields, revision: template.revision }, previousData: template },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        notify(modalMessages.editFields.saved, { type: 'success' });
        if (saved) onSaved?.(saved);
      }}
    />
  );
}
