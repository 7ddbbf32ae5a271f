// Files attached to a message being written: each is uploaded when picked (POST /api/v1/chat/media),
// so sending only names their ids; the server checks the type from the content and the size.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from '@kernel/sdk';
import { INBOX_RESOURCE } from './api';
import { messages as m } from './messages';
import type { Media } from './types';
import { useInboxOwnFailures } from './useInbox';

export function useAttachments() {
  const dataProvider = useInboxOwnFailures();
  const notify = useNotify();
  const [media, setMedia] = useState<Media[]>([]);
  const [uploading, setUploading] = useState(false);
  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    try {
      for (const file of Array.from(files)) {
        const { data } = await dataProvider.uploadMedia(INBOX_RESOURCE, { file });
        setMedia((current) => [...current, data]);
      }
    } catch (caught) {
      notify(errorMessage(caught, m.uploadFailed), { type: 'error' });
    } finally {
      setUploading(false);
    }
  };
  const remove = (id: string) => setMedia((current) => current.filter((x) => x.id !== id));
  const clear = () => setMedia([]);
  return { media, uploading, add, remove, clear };
}
