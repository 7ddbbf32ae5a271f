// ?members=<org id | true>: the admin users of an organization (GET /api/v2/listAdminUsers), the
// owner badges, an invitation (canInviteUsers) and a remove button per member (canManageUsers; never
// for the account that is the organization). memberInvite and memberDelete open on top of it.
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import {
  Alert,
  Box,
  Button,
  Chip,
  DialogActions,
  DialogContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  errorMessage,
  OverlayDialog,
  OverlayError,
  OverlayLoading,
  type OverlayProps,
  useKernel,
  useOpenOverlay,
  useViewingAs,
} from '@kernel/sdk';
import { messages as m } from '../messages';
import { accountLabel, canInviteOwners, canRemoveMember, memberBadge, memberLabel, orgIdFrom, type Member } from '../adminRules';
import { useAdminAccount, useAdminMembers } from './useAdminQueries';

export default function MembersOverlay({ value, close }: OverlayProps) {
  const translate = useTranslate();
  const { permissions, account: viewed } = useKernel();
  const ownerRights = canInviteOwners(useViewingAs().viewingAs);
  const open = useOpenOverlay();
  const orgId = orgIdFrom(value, viewed);
  const org = useAdminAccount(orgId);
  const members = useAdminMembers(orgId);
  const title = org.data ? m.members.titleOf(accountLabel(org.data)) : m.members.title;

  let body;
  if (orgId == null) body = <OverlayError error={null} fallback={m.members.listFailed} />;
  else if (members.isPending) body = <OverlayLoading label={m.loading} />;
  else if (members.error) {
    body = (
      <DialogContent>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void members.refetch()}>
              {m.actions.retry}
            </Button>
          }
        >
          {errorMessage(members.error, m.members.listFailed)}
        </Alert>
      </DialogContent>
    );
  } else if (!members.data?.length) {
    body = (
      <DialogContent>
        <Typography color="text.secondary">{m.members.empty}</Typography>
      </DialogContent>
    );
  } else {
    body = (
      <DialogContent dividers sx={{ p: 0 }}>
        <List aria-label={m.members.title}>
          {(members.data ?? []).map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              canRemove={permissions.canManageUsers && canRemoveMember(member, ownerRights)}
              onRemove={() => open('memberDelete', member.id)}
            />
          ))}
        </List>
      </DialogContent>
    );
  }

  return (
    <OverlayDialog title={title} onClose={() => close()}>
      {body}
      <DialogActions>
        {permissions.canInviteUsers && orgId != null ? (
          <Button startIcon={<PersonAddIcon />} variant="contained" onClick={() => open('memberInvite', orgId)}>
            {m.actions.inviteMember}
          </Button>
        ) : null}
        <Button onClick={() => close()}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </OverlayDialog>
  );
}

function MemberRow({ member, canRemove, onRemove }: { member: Member; canRemove: boolean; onRemove: () => void }) {
  const badge = memberBadge(member);
  const label = memberLabel(member);
  return (
    <ListItem
      divider
      secondaryAction={
        canRemove ? (
          <Tooltip title={m.members.removeLabel(label)}>
            <IconButton edge="end" aria-label={m.members.removeLabel(label)} onClick={onRemove}>
              <PersonRemoveIcon />
            </IconButton>
          </Tooltip>
        ) : null
      }
    >
      <ListItemText
        primary={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            {label}
            {badge ? (
              <Chip
                size="small"
                color={badge === 'owner' ? 'primary' : 'default'}
                label={badge === 'owner' ? m.members.owner : m.members.invitedOwner}
              />
            ) : null}
          </Box>
        }
        secondary={member.email && member.email !== label ? member.email : null}
      />
    </ListItem>
  );
}
