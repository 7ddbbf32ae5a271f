// The list's filters: action, actor and target ids, a search, and a date range (inclusive days).
import { DateInput, SearchInput, SelectInput, TextInput, type Validator } from 'react-admin';
import { AUDIT_ACTION_KEYS, AUDIT_ACTIONS } from '@kernel/sdk';
import { messages } from './messages';
import { filterErrors } from './rules';

const { validation: v, filters: f } = messages;

const validId: Validator = (value) => (filterErrors.accountId(value) ? v.accountId : undefined);
const validDate: Validator = (value) => (filterErrors.date(value) ? v.date : undefined);
const validRange: Validator = (value, values) => (filterErrors.range(values?.from, value) ? v.toBeforeFrom : undefined);
const validQ: Validator = (value) => (filterErrors.q(value) ? v.q : undefined);

export const ACTION_CHOICES = AUDIT_ACTION_KEYS.map((id) => ({ id, name: AUDIT_ACTIONS[id] }));

export const auditFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={f.qPlaceholder} validate={validQ} />,
  <SelectInput key="action" source="action" choices={ACTION_CHOICES} alwaysOn />,
  <TextInput key="targetAccountId" source="targetAccountId" validate={validId} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />,
  <TextInput key="actorId" source="actorId" validate={validId} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />,
  <DateInput key="from" source="from" validate={validDate} />,
  <DateInput key="to" source="to" validate={[validDate, validRange]} />,
];
