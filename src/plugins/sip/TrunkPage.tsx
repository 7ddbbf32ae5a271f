// The SIP trunking page (/sip): the IP whitelist, the outbound routes and the registration, with a
// link to the captures (each call's ladder).
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { ipEntryError } from '../../shared/sip/address';
import { sipUriError } from '../../shared/sip/uri';
import { messages } from './messages';
import { RegistrationForm } from './RegistrationForm';
import { TrunkList } from './TrunkList';

export default function TrunkPage() {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1">
          {messages.titles.page}
        </Typography>
        <Button component={Link} to="/sipCaptures" variant="outlined">
          {messages.actions.captures}
        </Button>
      </Box>
      <TrunkList
        resource="sipIpWhitelist"
        title={messages.titles.whitelist}
        hint={messages.hints.whitelist}
        empty={messages.empty.whitelist}
        field={{ name: 'ip', label: messages.fields.ip, placeholder: '203.0.113.0/24', validate: ipEntryError }}
        extra={{ name: 'label', label: messages.fields.label }}
        confirmText={messages.confirm.deleteIp}
        secondary={(row) => String(row.label ?? '')}
      />
      <TrunkList
        resource="sipOutboundRoutes"
        title={messages.titles.routes}
        hint={messages.hints.routes}
        empty={messages.empty.routes}
        field={{ name: 'route', label: messages.fields.route, placeholder: 'sip:pbx@sip.example.com:5060', validate: sipUriError }}
        confirmText={messages.confirm.deleteRoute}
      />
      <RegistrationForm />
    </Box>
  );
}
