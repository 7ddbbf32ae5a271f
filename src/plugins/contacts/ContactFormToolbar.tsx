// Save stays enabled on a pristine form so that submitting an empty form shows the validation
// message instead of silently doing nothing.
import { SaveButton, Toolbar } from 'react-admin';

export function ContactFormToolbar() {
  return (
    <Toolbar>
      <SaveButton alwaysEnable />
    </Toolbar>
  );
}
