// The list's filters: action, actor and target ids, a search, and a date range (inclusive days).
import { DateInput, SearchInput, SelectInput, TextInput, type Validator } from 'react-admin';
import { messages } from './messages';
import { filterErrors } from './rules';
import { useAuditActions } from './useAuditActions';

const { validation: v, filters: f } = messages;

const validId: Validator = (value) => (filterErrors.accountId(value) ? v.accountId : undefined);
const validDate: Validator = (value) => (filterErrors.date(value) ? v.date : undefined);
const validRange: Validator = (value, values) => (filterErrors.range(values?.from, value) ? v.toBeforeFrom : undefined);
const validQ: Validator = (value) => (filterErrors.q(value) ? v.q : undefined);

/** The action filter: the server's declared actions with their labels. */
function ActionInput({ source }: { source: string; alwaysOn?: boolean }) {
  const actions = useAuditActions();
  // shown once the choices are there: a select that received them later would first hold a filter
  // value from the URL out of range (MUI warns), and react-admin's loading input warns in React
  if (actions.isPending) return null;
  return <SelectInput source={source} choices={actions.data ?? []} />;
}

export const auditFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={f.qPlaceholder} validate={validQ} />,
  <ActionInput key="action" source="action" alwaysOn />,
  <TextInput key="targetAccountId" source="targetAccountId" validate={validId} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />,
  <TextInput key="actorId" source="actorId" validate={validId} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />,
  <DateInput key="from" source="from" validate={validDate} />,
  <DateInput key="to" source="to" validate={[validDate, validRange]} />,
];
