// The server's answer to a super-admin call made without a live admin token: the server refuses
// with it (server/auth/adminToken.ts), the console's http client refuses such a call itself with the
// same words (src/adapters/http.ts), and the admin tools recognise it to ask for a token again.
export const ADMIN_TOKEN_REQUIRED = 'Admin token required';
