// ?editPage=true: the page's links, in order, each with its click count of the last 30 days
// (POST /api/v1/stats/links, counted on the public page), and the links config: layout and which
// front-door buttons show (POST /api/v1/account/links with links and linksConfig). Links are http(s)
// only: a row that is not says so under its field before anything is sent.
import { useState } from 'react';
import { Box, Divider, FormControlLabel, IconButton, MenuItem, Stack, Switch, TextField, Typography, Button } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useNotify } from 'react-admin';
import { type OverlayProps } from '@kernel/sdk';
import { checkHttpUrl, LINK_TITLE_MAX_LENGTH, MAX_LINKS, type LinksConfig } from '../../../shared/profilePage';
import { useProfileApi, type PageLink, type PageStats, type ProfilePage } from '../api';
import { messages } from '../messages';
import { PageLoad } from '../PageLoad';
import { ProfileDialog } from '../ProfileDialog';
import { moved, newLinkId } from '../rules';
import { useAction } from '../useAction';
import { useSavedPage } from '../usePage';

const t = messages.page;
const SWITCHES = ['showTalk', 'showText', 'showBook', 'showPay'] as const;

function LinkRow({ link, index, count, clicks, error, onChange, onMove, onRemove }: {
  link: PageLink;
  index: number;
  count: number;
  clicks: number;
  error: { title?: string; url?: string };
  onChange: (link: PageLink) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
        {`${t.linkN(n)} · ${t.clicks(clicks)}`}
      </Typography>
      <Stack spacing={1}>
        <TextField label={t.linkTitle} value={link.title} onChange={(e) => onChange({ ...link, title: e.target.value })} error={!!error.title} helperText={error.title} slotProps={{ htmlInput: { maxLength: LINK_TITLE_MAX_LENGTH } }} size="small" fullWidth />
        <TextField label={t.linkUrl} value={link.url} onChange={(e) => onChange({ ...link, url: e.target.value })} error={!!error.url} helperText={error.url} placeholder="https://" slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false, autoCapitalize: 'none' } }} size="small" fullWidth />
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel control={<Switch checked={link.enabled} onChange={(e) => onChange({ ...link, enabled: e.target.checked })} />} label={t.enabled} sx={{ mr: 'auto' }} />
          <IconButton aria-label={messages.onItem(messages.actions.up, t.linkN(n))} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton aria-label={messages.onItem(messages.actions.down, t.linkN(n))} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDownwardIcon />
          </IconButton>
          <IconButton aria-label={messages.onItem(messages.actions.remove, t.linkN(n))} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      </Stack>
    </Box>
  );
}

function Form({ page, stats, close }: { page: ProfilePage; stats: PageStats; close: () => void }) {
  const api = useProfileApi();
  const notify = useNotify();
  const saved = useSavedPage();
  const [links, setLinks] = useState<PageLink[]>(page.links);
  const [config, setConfig] = useState<LinksConfig>(page.linksConfig);
  const [checked, setChecked] = useState(false);
  const { pending, failure, run } = useAction();
  const errors = links.map((l) => {
    const url = checkHttpUrl(l.url);
    return { title: l.title.trim() ? undefined : t.titleRequired, url: url.ok ? undefined : url.message };
  });
  const invalid = errors.some((e) => e.title || e.url);
  const submit = async () => {
    setChecked(true);
    if (invalid) return;
    const body = links.map((l) => ({ ...l, title: l.title.trim(), url: (checkHttpUrl(l.url) as { url: string }).url }));
    if (await run(async () => saved(await api.saveLinks({ links: body, linksConfig: config })))) {
      notify(messages.saved, { type: 'success' });
      close();
    }
  };
  return (
    <ProfileDialog title={t.title} onClose={close} onSubmit={() => void submit()} pending={pending} failure={failure} maxWidth="md">
      <Typography color="text.secondary">{t.stats(stats.visits, stats.days)}</Typography>
      {links.length === 0 ? <Typography>{t.empty}</Typography> : null}
      {links.map((link, i) => (
        <LinkRow
          key={link.id}
          link={link}
          index={i}
          count={links.length}
          clicks={stats.clicks[link.id] ?? 0}
          error={checked ? errors[i]! : {}}
          onChange={(next) => setLinks(links.map((l, j) => (j === i ? next : l)))}
          onMove={(by) => setLinks(moved(links, i, by))}
          onRemove={() => setLinks(links.filter((_, j) => j !== i))}
        />
      ))}
      <Button sx={{ alignSelf: 'flex-start' }} disabled={links.length >= MAX_LINKS} onClick={() => setLinks([...links, { id: newLinkId(links.map((l) => l.id)), title: '', url: '', enabled: true }])}>
        {messages.actions.add}
      </Button>
      <Divider />
      <Typography variant="subtitle1" component="h3">
        {t.config}
      </Typography>
      <TextField select label={t.layout} value={config.layout} onChange={(e) => setConfig({ ...config, layout: e.target.value as LinksConfig['layout'] })} size="small" sx={{ maxWidth: 240 }}>
        {Object.entries(t.layouts).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <Stack>
        {SWITCHES.map((key) => (
          <FormControlLabel key={key} control={<Switch checked={config[key]} onChange={(e) => setConfig({ ...config, [key]: e.target.checked })} />} label={t[key]} />
        ))}
      </Stack>
    </ProfileDialog>
  );
}

export default function EditPageOverlay({ close }: OverlayProps) {
  return <PageLoad title={t.title} close={() => close()}>{(page, stats) => <Form page={page} stats={stats} close={() => close()} />}</PageLoad>;
}
