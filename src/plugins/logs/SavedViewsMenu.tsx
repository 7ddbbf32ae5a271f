// The logs page's "Views" control (issue 10 point 16): the organization's saved views, shared with
// its members. Opening one sets the URL (a copied link still reopens it); those who may edit the org
// save the current view under a name, rename and delete (with confirmation, from the overlay kit).
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Divider, IconButton, ListItemText, Menu, MenuItem, TextField, Typography } from '@mui/material';
import { useDataProvider, type DataProvider } from 'react-admin';
import { ConfirmActionDialog, useConfirmedAction, useKernel } from '@kernel/sdk';
import type { LogsView } from './rules/logsUrl';
import { messages } from './messages';
import { matchingView, renamed, viewBody, viewFromSaved, type SavedView, type SavedViewsActions } from './api/savedViews';

type Dialog = { kind: 'save' } | { kind: 'rename'; view: SavedView } | { kind: 'delete'; view: SavedView } | null;

interface SavedViewsMenuProps {
  view: LogsView;
  onChange: (next: LogsView) => void;
}

/**
 * Views belong to an organization: the one the URL's `orgId` names (a partner, reseller or the super
 * admin viewing that org's logs), else the viewed account's own; none, no control.
 */
export function SavedViewsMenu(props: SavedViewsMenuProps) {
  const { account } = useKernel();
  const orgId = props.view.orgId;
  // keyed by the org, so another org's views never show under this one's while they load
  if (orgId !== undefined) return <OrgViewsMenu key={orgId} {...props} orgId={orgId} />;
  return account?.organizationId ? <OrgViewsMenu {...props} /> : null;
}

function OrgViewsMenu({ view, onChange, orgId }: SavedViewsMenuProps & { orgId?: number }) {
  const dataProvider = useDataProvider<DataProvider & SavedViewsActions>();
  const { permissions } = useKernel();
  const canEdit = !!permissions.canEditOrg;
  const [views, setViews] = useState<SavedView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [name, setName] = useState('');
  const action = useConfirmedAction(dialog?.kind === 'delete' ? messages.viewDeleteFailed : messages.viewSaveFailed);

  const refresh = useCallback(async () => {
    try {
      setViews((await dataProvider.listViews('logs', { orgId })).data);
      setFailed(false);
    } catch (error) {
      console.warn('[logs] saved views', error);
      setFailed(true);
    }
  }, [dataProvider, orgId]);
  useEffect(() => void refresh(), [refresh]);

  const current = views ? matchingView(views, view) : undefined;
  const closeDialog = () => setDialog(null);
  const openDialog = (next: Exclude<Dialog, null>) => {
    setAnchor(null);
    setName(next.kind === 'rename' ? next.view.name : '');
    setDialog(next);
  };

  const submitName = async (event: FormEvent) => {
    event.preventDefault();
    if (!dialog || dialog.kind === 'delete') return;
    const ok = await action.run(async () => {
      if (dialog.kind === 'save') await dataProvider.saveView('logs', { orgId, body: viewBody(name.trim(), view) });
      else await dataProvider.updateView('logs', { orgId, id: dialog.view.id, body: renamed(dialog.view, name.trim()) });
    });
    if (ok) {
      closeDialog();
      await refresh();
    }
  };

  const confirmDelete = async () => {
    if (dialog?.kind !== 'delete') return;
    if (await action.run(() => dataProvider.deleteView('logs', { orgId, id: dialog.view.id }))) {
      closeDialog();
      await refresh();
    }
  };

  return (
    <>
      <Button size="small" startIcon={<BookmarksIcon />} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        {current ? `${messages.views}: ${current.name}` : messages.views}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': messages.viewsMenu } }}>
        {failed && <Typography sx={{ px: 2, py: 1 }} color="error">{messages.viewsFailed}</Typography>}
        {views?.length === 0 && (
          <Typography sx={{ px: 2, py: 1, maxWidth: 320 }} variant="body2" color="text.secondary">
            {messages.noViews}
          </Typography>
        )}
        {views?.map((saved) => (
          <MenuItem
            key={saved.id}
            selected={saved.id === current?.id}
            onClick={() => {
              setAnchor(null);
              onChange(viewFromSaved(saved, view));
            }}
          >
            <ListItemText>{saved.name}</ListItemText>
            {canEdit && (
              <>
                <IconButton size="small" aria-label={messages.renameView(saved.name)} onClick={(event) => { event.stopPropagation(); openDialog({ kind: 'rename', view: saved }); }}>
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={messages.deleteView(saved.name)} onClick={(event) => { event.stopPropagation(); openDialog({ kind: 'delete', view: saved }); }}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </>
            )}
          </MenuItem>
        ))}
        {canEdit && <Divider />}
        {canEdit && <MenuItem onClick={() => openDialog({ kind: 'save' })}>{messages.saveView}</MenuItem>}
      </Menu>
      {dialog && dialog.kind !== 'delete' && (
        <ConfirmActionDialog
          title={dialog.kind === 'save' ? messages.saveViewTitle : messages.renameViewTitle}
          close={closeDialog}
          action={action}
          confirmLabel={dialog.kind === 'save' ? messages.save : messages.rename}
          canConfirm={name.trim().length > 0}
          onSubmit={(event) => void submitName(event)}
        >
          <TextField autoFocus fullWidth required label={messages.viewName} value={name} onChange={(event) => setName(event.target.value)} sx={{ mt: 1 }} />
        </ConfirmActionDialog>
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmActionDialog
          title={messages.deleteViewTitle}
          close={closeDialog}
          action={action}
          confirmLabel={messages.delete}
          color="error"
          canConfirm
          onConfirm={() => void confirmDelete()}
        >
          <Typography>{messages.deleteViewQuestion(dialog.view.name)}</Typography>
        </ConfirmActionDialog>
      )}
    </>
  );
}
