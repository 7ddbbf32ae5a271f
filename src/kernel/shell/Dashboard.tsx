// The home page: a greeting, the enabled plugins' menu entries, then their dashboard widgets.
import { Card, CardContent, Link as MuiLink, List, ListItem, Stack, Typography } from '@mui/material';
import { Link, Title } from 'react-admin';
import { menuEntries } from '../container';
import { useKernel } from '../KernelContext';
import { TOKENS } from '../tokens';
import { useContributions } from '../useContributions';
import { displayName } from '../account';
import { useAccessCheck } from '../useAccessCheck';
import { SHELL_MESSAGES as M } from './shellMessages';

export function Dashboard() {
  const { user, container } = useKernel();
  const allows = useAccessCheck();
  const entries = menuEntries(container).filter((m) => allows(m.canAccess));
  const widgets = useContributions(TOKENS.DashboardWidget).filter((w) => allows(w.canAccess));
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Card>
        <Title title={M.home} />
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {M.welcome(displayName(user))}
          </Typography>
          {entries.length ? (
            <List aria-label={M.areas}>
              {entries.map((m) => (
                <ListItem key={m.id} disableGutters>
                  {/* a tap target of its own (44 px high on a phone), not a word in a sentence */}
                  <MuiLink component={Link} to={m.to} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: { xs: 44, sm: 'auto' }, minWidth: 44 }}>
                    {m.label}
                  </MuiLink>
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary">{M.noAreas}</Typography>
          )}
        </CardContent>
      </Card>
      {widgets.map(({ id, component: Widget }) => (
        <Widget key={id} />
      ))}
    </Stack>
  );
}
