// A list page's error view: the server's message stays on the page (e.g. 'No token or
// orgAccountId', a filter's reason, 'Forbidden'), not only in a toast. For <List error={…}>.
import { Alert } from '@mui/material';
import { useListContext } from 'react-admin';
import { errorMessage } from './serverErrors';

export function ListError({ fallback }: { fallback: string }) {
  const { error } = useListContext();
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {errorMessage(error, fallback)}
    </Alert>
  );
}
