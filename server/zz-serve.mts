import { startTestServer, signInByEmail } from './testing';
const s = await startTestServer({ logger: true } as never);
const token = await signInByEmail(s.url, 'super@example.com');
console.log(`READY ${s.url} ${token}`);
