// ?editEmail=true: change the signed-in user's email in two steps: a code is emailed to the new
// address (POST /api/v1/email/requestVerificationCode), then the code of exactly 6 characters is sent
// as an integer (POST /api/v1/email/validateVerificationCode; spec §5). A wrong code: "Could not
// verify code." (the catalogue's alert, shown in the dialog).
import { useKernel, type OverlayProps } from '@kernel/sdk';
import { useProfileApi } from '../api';
import { messages } from '../messages';
import { AddressChangeDialog } from '../AddressChangeDialog';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const t = messages.email;

export default function EditEmailOverlay({ close }: OverlayProps) {
  const api = useProfileApi();
  const { user } = useKernel();
  return (
    <AddressChangeDialog
      close={close}
      words={t}
      current={user?.email || null}
      invalidText={t.invalidEmail}
      input={{ type: 'email', autoComplete: 'email', maxLength: 254 }}
      parse={(typed) => {
        const address = typed.trim();
        return EMAIL.test(address) ? address : null;
      }}
      request={api.requestEmailCode}
      validate={async (userId, email, code) => {
        try {
          await api.validateEmailCode(userId, email, code);
        } catch {
          throw new Error(t.codeFailed);
        }
      }}
    />
  );
}
