// ?editPhone=true: change the signed-in user's phone number, the twin of ?editEmail: a code is texted to
// the new number through the carrier (POST /api/v1/phoneNumber/requestVerificationCode), then the code of
// exactly 6 characters is sent as an integer (POST /api/v1/phoneNumber/validateVerificationCode), which
// makes the number the account's, its sign-in number from then on (server/areas/kernel/phoneVerify.ts).
// Beyond the spec's overlay list (spec 1 §2.3 names no phone change: doc 2 names the calls, no screen
// makes them); added to src/overlays/catalogue.ts with that note. The server's refusals (a number
// another account holds, the current one, a wrong code: "Could not verify code.") are shown in the
// dialog in its own words; a malformed number is refused here, before any request.
import { isE164, normalizePhone, useKernel, type OverlayProps } from '@kernel/sdk';
import { formatPhone } from '../../../shared/phoneFormat';
import { useProfileApi } from '../api';
import { messages } from '../messages';
import { AddressChangeDialog } from '../AddressChangeDialog';

/** The server's longest phone number input (server/kit/fields.ts e164Number). */
const PHONE_MAX_LENGTH = 32;
const t = messages.phone;

export default function EditPhoneOverlay({ close }: OverlayProps) {
  const api = useProfileApi();
  const { user } = useKernel();
  return (
    <AddressChangeDialog
      close={close}
      words={t}
      current={user?.phoneNumber ? formatPhone(user.phoneNumber) : null}
      invalidText={t.invalidPhone}
      hint={t.hint}
      input={{ type: 'tel', autoComplete: 'tel', maxLength: PHONE_MAX_LENGTH }}
      // the server's own rule (E.164, separators allowed), so nothing it would refuse as malformed is sent
      parse={(typed) => {
        const number = normalizePhone(typed);
        return isE164(number) ? number : null;
      }}
      show={formatPhone}
      request={api.requestPhoneCode}
      validate={api.validatePhoneCode}
    />
  );
}
