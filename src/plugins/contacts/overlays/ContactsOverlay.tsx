// ?contacts=true (or ?contacts=<search>): a compact searchable picker; picking opens the preview.
import { useEffect, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  InputAdornment,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Pagination,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useGetList } from 'react-admin';
import { errorMessage, OverlayDialog, type OverlayProps, useOpenOverlay } from '@kernel/sdk';
import { DEFAULT_PAGE_SIZE } from '../api';
import { messages } from '../messages';
import { displayName, formatPhone, type Contact } from '../rules';

/** Spec doc 2 section 9: debounce 500 ms. */
const SEARCH_DEBOUNCE_MS = 500;

export default function ContactsOverlay({ value, close }: OverlayProps) {
  const [search, setSearch] = useState(value === 'true' ? '' : value);
  const [query, setQuery] = useState(search.trim());
  const [page, setPage] = useState(1);
  const open = useOpenOverlay();

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { data, total, isPending, isFetching, error } = useGetList<Contact>('contacts', {
    pagination: { page, perPage: DEFAULT_PAGE_SIZE },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: query ? { q: query } : {},
  });
  const pages = Math.max(1, Math.ceil((total ?? 0) / DEFAULT_PAGE_SIZE));

  return (
    <OverlayDialog title={messages.titles.picker} onClose={() => close()}>
      <DialogContent dividers sx={{ pt: 1 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={messages.search}
          placeholder={messages.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ height: 4, my: 1 }}>{isFetching ? <LinearProgress aria-label={messages.loading} /> : null}</Box>
        {error ? (
          <Alert severity="error">{errorMessage(error, messages.listFailed)}</Alert>
        ) : isPending ? null : data && data.length > 0 ? (
          <List dense disablePadding aria-label={messages.titles.picker}>
            {data.map((contact) => (
              <ListItemButton key={contact.id} onClick={() => open('previewContact', contact.id, ['contacts'])}>
                <ListItemText
                  primary={displayName(contact)}
                  secondary={[formatPhone(contact.phoneNumber), contact.email].filter(Boolean).join(' · ')}
                />
              </ListItemButton>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
            {query ? messages.noMatch : messages.empty}
          </Typography>
        )}
        {pages > 1 ? (
          <Pagination size="small" sx={{ mt: 1 }} count={pages} page={page} onChange={(_, next) => setPage(next)} />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<AddIcon />} onClick={() => open('createContact', 'true', ['contacts'])}>
          {messages.actions.create}
        </Button>
      </DialogActions>
    </OverlayDialog>
  );
}
