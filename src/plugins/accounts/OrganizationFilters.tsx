// The organization list's filters: the search box and the active filter always shown, the spec's
// organization search filters (spec 3) added with react-admin's "Add filter" button. Filters live in
// the URL; any search filter switches the list to GET /api/v2/searchOrganizations (api.ts).
import { DateInput, NumberInput, required, SearchInput, SelectInput, TextInput } from 'react-admin';
import { messages } from './messages';
import { ORG_SEARCH_FILTERS, ORG_SEARCH_KEYS, type OrgSearchKey } from './orgSearchFilters';

const f = messages.filters;

export const ACTIVE_CHOICES = (['true', 'false', 'all'] as const).map((id) => ({ id, name: f.activeChoices[id] }));
const YES_NO = [
  { id: 'true', name: f.yes },
  { id: 'false', name: f.no },
];

function searchFilterInput(key: OrgSearchKey) {
  const common = { key, source: key, label: f[key] };
  switch (ORG_SEARCH_FILTERS[key]) {
    case 'count':
      return <NumberInput {...common} min={0} step={1} />;
    case 'flag':
      return <SelectInput {...common} choices={YES_NO} translateChoice={false} />;
    case 'date':
      return <DateInput {...common} />;
    default:
      return <TextInput {...common} />;
  }
}

export const organizationFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={f.searchPlaceholder} />,
  // required: no empty choice; the default (active) comes from the list's filterDefaultValues
  <SelectInput
    key="active"
    source="active"
    label={f.active}
    alwaysOn
    choices={ACTIVE_CHOICES}
    translateChoice={false}
    validate={required()}
  />,
  ...ORG_SEARCH_KEYS.map(searchFilterInput),
];
