// The public sign-in calls (spec doc 2 section 7, Authentication; docs/api-contract.md).
import type { HttpClient } from '../../adapters/http';

export interface SignInApi {
  requestEmailCode(email: string): Promise<void>;
  verifyEmailCode(email: string, code: number, mobile: boolean): Promise<string>;
  requestPhoneCode(phoneNumber: string, tempUserToken?: string): Promise<void>;
  verifyPhoneCode(phoneNumber: string, code: number, mobile: boolean): Promise<string>;
  oneTimeAuth(oneTimeToken: string): Promise<string>;
  allocateTempUserSession(): Promise<{ id: string; token: string }>;
  /** Sign-up: mails a code to the email (a sign-in code when the email has an account already). */
  signUp(fields: SignUpRequest): Promise<void>;
  /** The sign-up's code: the session token, and whether it made the account (false: an existing one signed in). */
  verifySignUpCode(email: string, code: number, mobile: boolean): Promise<{ token: string; signedUp: boolean }>;
}

/** POST /api/v1/signup/email's body (spec doc 2 §7). */
export interface SignUpRequest {
  email: string;
  name: string;
  businessName: string;
  number?: string;
  tempUserToken?: string;
}

interface VerifyResponse {
  success: boolean;
  authToken?: string;
  token?: string;
  signedUp?: boolean;
}

const tokenOf = (r: VerifyResponse): string => {
  const token = r?.authToken ?? r?.token;
  if (!r?.success || !token) throw new Error('No token in the verify response');
  return token;
};

export function createSignInApi(http: HttpClient): SignInApi {
  const post = <T,>(path: string, body: unknown) => http.request<T>(path, { method: 'POST', body, anonymous: true });
  return {
    async requestEmailCode(email) {
      await post('/api/v1/signin/email', { email: email.trim() });
    },
    async verifyEmailCode(email, verificationCode, mobile) {
      return tokenOf(await post<VerifyResponse>('/api/v1/email/verify', { email: email.trim(), verificationCode, mobile }));
    },
    async requestPhoneCode(phoneNumber, tempUserToken) {
      await post('/api/v1/signin/phoneNumber', { phoneNumber: phoneNumber.trim(), tempUserToken });
    },
    async verifyPhoneCode(phoneNumber, verificationCode, mobile) {
      return tokenOf(
        await post<VerifyResponse>('/api/v1/signin/phoneNumber/verify', { phoneNumber: phoneNumber.trim(), verificationCode, mobile }),
      );
    },
    async oneTimeAuth(oneTimeToken) {
      const r = await http.request<{ token?: string }>('/api/v1/oneTimeAuth', { query: { oneTimeToken }, anonymous: true });
      if (!r?.token) throw new Error('No token in the one-time auth response');
      return r.token;
    },
    async signUp(fields) {
      await post('/api/v1/signup/email', fields);
    },
    async verifySignUpCode(email, verificationCode, mobile) {
      const reply = await post<VerifyResponse>('/api/v1/email/verify', { email: email.trim(), verificationCode, mobile });
      return { token: tokenOf(reply), signedUp: reply.signedUp === true };
    },
    allocateTempUserSession: () =>
      http.request<{ id: string; token: string }>('/api/v1/allocateTempUserSession', { anonymous: true }),
  };
}
