import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { signInByEmail, startTestServer, type TestServer } from '../../server/testing/index';
import { buildTestTemplate, shareTestTemplate } from '../../server/testing/testTemplate';
import { startOwnServerFactory, type OwnServerFactory } from './ownServerFactory';

// Screens talk to the real reference server (in-memory PGlite) started here, in node, once for the
// components project; tests read its URL and a session token with inject().
declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    acmeToken: string;
    globexToken: string;
    resellerToken: string;
    memberToken: string;
    superToken: string;
    /** where ownServer.ts asks for a server of a file's own */
    ownServerFactory: string;
  }
}

let server: TestServer | undefined;
let folder: string | undefined;
let factory: OwnServerFactory | undefined;

export async function setup(project: TestProject): Promise<void> {
  delete process.env.TEST_DATABASE_URL; // components always run on in-memory PGlite
  // the seeded database the shared server and the files' own servers (ownServer.ts) start from
  folder = mkdtempSync(join(tmpdir(), 'switchboard-components-'));
  shareTestTemplate(await buildTestTemplate(folder));
  server = await startTestServer({ staticDir: null });
  factory = await startOwnServerFactory();
  project.provide('ownServerFactory', factory.url);
  project.provide('apiUrl', server.url);
  project.provide('acmeToken', await signInByEmail(server.url, 'owner@acme.example'));
  project.provide('globexToken', await signInByEmail(server.url, 'owner@globex.example'));
  project.provide('resellerToken', await signInByEmail(server.url, 'reseller@example.com'));
  project.provide('memberToken', await signInByEmail(server.url, 'admin@acme.example'));
  project.provide('superToken', await signInByEmail(server.url, 'super@example.com'));
}

export async function teardown(): Promise<void> {
  await factory?.close();
  await server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
}
