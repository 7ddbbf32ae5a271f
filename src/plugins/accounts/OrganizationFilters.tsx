// The organization list's filters: the search box and the Status filter always shown, the spec's
// organization search filters (spec 3) added with react-admin's "Add filter" button. Filters live in
// the URL; any search filter switches the list to GET /api/v2/searchOrganizations (api.ts).
import { MenuItem, TextField } from '@mui/material';
import { DateInput, NumberInput, SearchInput, SelectInput, TextInput, useInput } from 'react-admin';
import { messages } from './messages';
import { ORG_SEARCH_FILTERS, ORG_SEARCH_KEYS, type OrgSearchKey } from './orgSearchFilters';
import { activeFilter } from './rules';

const f = messages.filters;

const ACTIVE_CHOICES = (['true', 'false', 'all'] as const).map((id) => ({ id, name: f.activeChoices[id] }));
const YES_NO = [
  { id: 'true', name: f.yes },
  { id: 'false', name: f.no },
];

/**
 * The Status filter: always one of its three choices, never empty. A missing value shows as what the
 * server applies (active; the list's filterDefaultValues set it too). Not react-admin's SelectInput:
 * that one offers an empty choice unless the input is required, and a required input's label reads
 * "Status *" although there is nothing to fill in.
 */
function ActiveFilterInput({ source, label, size }: { source: string; label: string; alwaysOn?: boolean; size?: 'small' | 'medium' }) {
  const { field, id } = useInput({ source });
  return (
    <TextField
      select
      id={id}
      name={field.name}
      label={label}
      size={size}
      value={activeFilter(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      sx={{ minWidth: 160 }}
    >
      {ACTIVE_CHOICES.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function searchFilterInput(key: OrgSearchKey) {
  // React wants `key` written on the element, never spread in with the other props
  const common = { source: key, label: f[key] };
  switch (ORG_SEARCH_FILTERS[key]) {
    case 'count':
      return <NumberInput key={key} {...common} min={0} step={1} />;
    case 'flag':
      return <SelectInput key={key} {...common} choices={YES_NO} translateChoice={false} />;
    case 'date':
      return <DateInput key={key} {...common} />;
    default:
      return <TextInput key={key} {...common} />;
  }
}

export const organizationFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={f.searchPlaceholder} />,
  <ActiveFilterInput key="active" source="active" label={f.active} alwaysOn />,
  ...ORG_SEARCH_KEYS.map(searchFilterInput),
];
