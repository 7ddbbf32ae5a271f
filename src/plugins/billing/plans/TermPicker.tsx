// Monthly or yearly: kept in the URL (`term`) so a plan dialog is a deep link; month is the spec's
// default term.
import { ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_TERM, TERMS, type Term } from '../../../shared/billing/plans';
import { messages } from '../messages';
import { isTerm } from '../rules';

export function useTerm(): [Term, (term: Term) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('term');
  const term = isTerm(raw) ? raw : DEFAULT_TERM;
  const set = (next: Term) => setParams((p) => (p.set('term', next), p), { replace: true });
  return [term, set];
}

export function TermPicker({ term, onChange }: { term: Term; onChange: (term: Term) => void }) {
  return (
    <>
      <ToggleButtonGroup size="small" exclusive value={term} onChange={(_e, v: Term | null) => v && onChange(v)} aria-label={messages.plans.term}>
        {TERMS.map((t) => (
          <ToggleButton key={t} value={t}>
            {messages.terms[t]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {messages.plans.yearHint}
      </Typography>
    </>
  );
}
