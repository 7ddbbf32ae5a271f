// A read-only view of every field of a contact, free fields included. Values are rendered as
// text only; an email becomes a mailto: link only once it passes validation.
import type { ReactNode } from 'react';
import { Box, Divider, Link, Stack, Typography } from '@mui/material';
import { messages } from './messages';
import { displayName, extraValueToString, formatPhone, isValidEmail, splitFields, type Contact } from './rules';
import { formatDateTime } from '@kernel/sdk';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, 30%) 1fr', gap: 2, py: 0.75 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </Box>
  );
}

function formatDate(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  // the console's one date format (src/shared/intl.ts), as the logs show theirs
  return formatDateTime(value) || value;
}

export function ContactDetails({ contact }: { contact: Contact }) {
  const { known, extra } = splitFields(contact);
  const { fields } = messages;
  const email = typeof known.email === 'string' ? known.email : '';
  const phone = formatPhone(known.phoneNumber);
  const extraEntries = Object.entries(extra);
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="p">
        {displayName(contact)}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={fields.firstName}>{extraValueToString(known.firstName)}</Row>
        <Row label={fields.lastName}>{extraValueToString(known.lastName)}</Row>
        <Row label={fields.phoneNumber}>{phone}</Row>
        <Row label={fields.email}>
          {email && isValidEmail(email) ? <Link href={`mailto:${email.trim()}`}>{email}</Link> : email}
        </Row>
        <Row label={fields.company}>{extraValueToString(known.company)}</Row>
        <Row label={fields.notes}>{extraValueToString(known.notes)}</Row>
      </Box>
      <Divider />
      <Typography variant="subtitle2" component="p">
        {fields.extraFields}
      </Typography>
      {extraEntries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {messages.noExtraFields}
        </Typography>
      ) : (
        <Box component="dl" sx={{ m: 0 }}>
          {extraEntries.map(([key, value]) => (
            <Row key={key} label={key}>
              {extraValueToString(value)}
            </Row>
          ))}
        </Box>
      )}
      <Divider />
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={fields.createdAt}>{formatDate(contact.createdAt)}</Row>
        <Row label={fields.updatedAt}>{formatDate(contact.updatedAt)}</Row>
      </Box>
    </Stack>
  );
}
