// The home page: a greeting and the enabled plugins' menu entries.
import { Card, CardContent, Link as MuiLink, List, ListItem, Typography } from '@mui/material';
import { Link, Title } from 'react-admin';
import { useKernel } from '../KernelContext';
import { displayName } from '../account';
import { useAccessCheck } from '../useAccessCheck';

export function Dashboard() {
  const { user, contributions } = useKernel();
  const allows = useAccessCheck();
  const entries = contributions.menus.filter((m) => allows(m.canSee));
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Home" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Welcome, {displayName(user)}
        </Typography>
        {entries.length ? (
          <List aria-label="Areas">
            {entries.map((m) => (
              <ListItem key={m.id} disableGutters>
                <MuiLink component={Link} to={m.to}>
                  {m.label}
                </MuiLink>
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">No areas are enabled for this account yet.</Typography>
        )}
      </CardContent>
    </Card>
  );
}
