// Create a knowledge base: a title (required, at most 200 characters, no control characters); then
// its page, where documents are added.
import { Create, SimpleForm, TextInput, useNotify, useRedirect } from 'react-admin';
import { errorMessage } from '@kernel/sdk';
import { FAILED, messages } from './messages';
import { validateTitle, type KnowledgeBase } from './rules';
import { RESOURCE } from './useKnowledgeBase';

const validate = (values: Record<string, unknown>) => {
  const title = validateTitle(values.title);
  return title ? { title } : {};
};

export default function KnowledgeBaseCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource={RESOURCE}
      title={messages.titles.create}
      mutationOptions={{
        onSuccess: (kb: KnowledgeBase) => {
          notify(messages.notify.created, { type: 'success' });
          redirect('show', RESOURCE, kb.id);
        },
        onError: (error: unknown) => notify(errorMessage(error, FAILED.create), { type: 'error' }),
      }}
    >
      <SimpleForm defaultValues={{ title: '' }} validate={validate} noValidate sx={{ maxWidth: 560 }}>
        <TextInput source="title" helperText={messages.hints.title} fullWidth autoFocus />
      </SimpleForm>
    </Create>
  );
}
