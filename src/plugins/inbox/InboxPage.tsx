// The inbox (spec 1 §2.6, §4.3; issue 19): the Priority and Junk tabs, the room list, the open room
// or the composer of a new conversation, all in the URL (rules/inboxUrl.ts). Live: a message in or out
// or a change to a room, in any tab or by anyone, refetches what shows. `?premium=true` (the landing
// after an upgrade) reads the account again so the start gate sees the new plan.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, FormControlLabel, Skeleton, Stack, Switch, Tab, Tabs, Typography } from '@mui/material';
import AddCommentIcon from '@mui/icons-material/AddComment';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useConfirm, useKernel, useLiveRefresh } from '@kernel/sdk';
import { INBOX_RESOURCE } from './api';
import { LIVE_TYPES } from './constants';
import { messages as m } from './messages';
import { NewConversation } from './NewConversation';
import { RoomList } from './RoomList';
import { RoomView } from './RoomView';
import { INBOX_TABS, type InboxAction } from './rules/inboxUrl';
import { useInboxUrl } from './useInbox';

// what leaves the composer of a new conversation
const leavesComposer = (action: InboxAction) => ['tab', 'open', 'cancelCompose', 'account'].includes(action.type);

export default function InboxPage() {
  useLiveRefresh(INBOX_RESOURCE, LIVE_TYPES);
  const refreshing = usePremiumLanding();
  const [state, dispatchUrl] = useInboxUrl();
  const confirm = useConfirm();
  const { account } = useKernel();
  const dirty = useRef(false);
  const onDirty = useCallback((value: boolean) => void (dirty.current = value), []);

  const dispatch = useCallback(
    async (action: InboxAction) => {
      if (dirty.current && leavesComposer(action)) {
        const leave = await confirm({ title: m.compose.confirmLeave, details: m.compose.confirmLeaveDetails, confirmLabel: m.compose.discard, cancelLabel: m.compose.keep });
        if (!leave) return;
        dirty.current = false;
      }
      dispatchUrl(action);
    },
    [confirm, dispatchUrl],
  );

  // another account in view: nothing of the previous one stays (the URL's room belongs to it)
  const accountId = account?.id;
  const seenAccount = useRef(accountId);
  useEffect(() => {
    if (seenAccount.current === accountId) return;
    seenAccount.current = accountId;
    dirty.current = false;
    dispatchUrl({ type: 'account' });
  }, [accountId, dispatchUrl]);

  // a tab closed or reloaded with something written asks too
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const side = state.new !== null || state.active !== null;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={m.title} />
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {m.title}
        </Typography>
        <Button variant="contained" startIcon={<AddCommentIcon />} onClick={() => void dispatch({ type: 'compose' })}>
          {m.newConversation}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
        <Box sx={{ flex: 1, minWidth: 0, width: '100%', display: { xs: side ? 'none' : 'block', md: 'block' } }}>
          <Stack direction="row" alignItems="center" justifyContent="space-between" useFlexGap flexWrap="wrap">
            <Tabs value={state.filter} onChange={(_e, tab) => void dispatch({ type: 'tab', tab })} aria-label={m.tabsLabel}>
              {INBOX_TABS.map((tab) => (
                <Tab key={tab} value={tab} label={m.tabs[tab]} />
              ))}
            </Tabs>
            <Stack direction="row">
              <FormControlLabel
                control={<Switch checked={state.unread} onChange={(e) => void dispatch({ type: 'unread', on: e.target.checked })} />}
                label={m.unreadOnly}
              />
              <FormControlLabel
                control={<Switch checked={state.archived} onChange={(e) => void dispatch({ type: 'archived', on: e.target.checked })} />}
                label={m.archivedOnly}
              />
            </Stack>
          </Stack>
          <RoomList
            key={`${state.filter}:${state.unread}:${state.archived}`}
            tab={state.filter}
            unread={state.unread}
            archived={state.archived}
            active={state.active}
            onOpen={(roomId) => void dispatch({ type: 'open', roomId })}
          />
        </Box>
        <Box sx={{ flex: 1.4, minWidth: 0, width: '100%' }}>
          {state.new !== null && refreshing ? (
            <Skeleton variant="rectangular" height={200} />
          ) : state.new !== null ? (
            <NewConversation key={state.new} to={state.new} dispatch={dispatchUrl} onCancel={() => void dispatch({ type: 'cancelCompose' })} onDirty={onDirty} />
          ) : state.active ? (
            <RoomView key={state.active} roomId={state.active} tab={state.filter} highlightId={state.highlightId} onClose={() => void dispatch({ type: 'close' })} />
          ) : (
            <Typography color="text.secondary" sx={{ display: { xs: 'none', md: 'block' }, p: 2 }}>
              {m.selectRoom}
            </Typography>
          )}
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * `?premium=true`: read the account again (the kernel rebuilds the view with it), once. True until the
 * new account arrives, so the start gate does not judge by the plan from before the upgrade.
 */
function usePremiumLanding(): boolean {
  const [params, setParams] = useSearchParams();
  const { reloadView, account } = useKernel();
  const [stale, setStale] = useState<object | null>(null);
  const premium = params.get('premium') === 'true';
  useEffect(() => {
    if (!premium) return;
    setStale(account ?? {});
    setParams((current) => (current.delete('premium'), current), { replace: true });
    reloadView();
  }, [premium, account, setParams, reloadView]);
  return premium || (stale !== null && stale === (account ?? {}));
}
