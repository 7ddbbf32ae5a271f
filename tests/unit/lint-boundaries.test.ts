// The house rules for imports, as eslint.config.js enforces them, checked on virtual files: each case
// lints one import line as if it stood in the given file, so a rule that stops matching fails here.
import { describe, expect, it, vi } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });
// the first lint loads the configuration and its plugins: seconds when another file runs beside this one
vi.setConfig({ testTimeout: 30_000 });

async function restrictedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('plugin import boundaries', () => {
  it.each([
    ['another plugin', 'src/plugins/contacts/Fake.tsx', "import { x } from '../accounts/rules';"],
    ["another plugin's overlay", 'src/plugins/contacts/overlays/Fake.tsx', "import x from '../../accounts/overlays/ViewAsOverlay';"],
    ['a kernel internal', 'src/plugins/contacts/Fake.tsx', "import { useKernel as x } from '../../kernel/KernelContext';"],
    ['a kernel internal from a subfolder', 'src/plugins/accounts/overlays/Fake.tsx', "import { TOKENS as x } from '../../../kernel/tokens';"],
    ['the kernel overlays', 'src/plugins/contacts/Fake.tsx', "import { useOpenOverlay as x } from '../../overlays/useOverlayParams';"],
    ['the manifest file', 'src/plugins/whitelabel/Fake.ts', "import x from '../../../plugin.manifest.json';"],
    ['a kernel file by alias', 'src/plugins/contacts/Fake.tsx', "import { x } from '@kernel/session';"],
    ["the kernel's data provider wiring", 'src/plugins/contacts/Fake.tsx', "import { createDataProvider as x } from '../../adapters/dataProvider';"],
  ])('refuses %s', async (_case, file, source) => {
    const messages = await restrictedImports(file, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/A plugin imports only @kernel\/sdk/);
  });

  it.each([
    ['the SDK', 'src/plugins/contacts/Fake.tsx', "import { useOpenOverlay as x } from '@kernel/sdk';"],
    ['an adapter', 'src/plugins/contacts/Fake.tsx', "import { ApiError as x } from '../../adapters/http';"],
    ['an adapter from a subfolder', 'src/plugins/contacts/overlays/Fake.tsx', "import { ApiError as x } from '../../../adapters/http';"],
    ['its own folder', 'src/plugins/contacts/overlays/Fake.tsx', "import { displayName as x } from '../rules';"],
    ['a package', 'src/plugins/contacts/Fake.tsx', "import { useNotify as x } from 'react-admin';"],
  ])('allows %s', async (_case, file, source) => {
    expect(await restrictedImports(file, source)).toEqual([]);
  });
});

describe('kernel import boundaries', () => {
  it.each([
    ['the kernel', 'src/kernel/Fake.tsx', "import x from '../plugins/accounts/module';"],
    ['the kernel shell', 'src/kernel/shell/Fake.tsx', "import { x } from '../../plugins/contacts/rules';"],
    ['the overlays', 'src/overlays/Fake.tsx', "import { x } from '../plugins/contacts/rules';"],
  ])('%s imports no plugin', async (_case, file, source) => {
    const messages = await restrictedImports(file, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/The kernel imports no plugin/);
  });
});

describe('one data path', () => {
  const screenRule = async (filePath: string, source: string) => {
    const [result] = await eslint.lintText(source, { filePath });
    return result.messages.filter((m) => m.ruleId === 'no-restricted-globals' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };

  it.each([
    ['fetch', 'src/plugins/contacts/Fake.tsx', "export const x = () => fetch('/api/v2/contact');"],
    ['the http client by token', 'src/plugins/contacts/overlays/Fake.tsx', "import { TOKENS, useService } from '@kernel/sdk';\nexport const x = () => useService(TOKENS.HttpClient);"],
  ])('a screen may not use %s', async (_case, file, source) => {
    const messages = await screenRule(file, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/through react-admin's hooks over the data provider/);
  });

  it("a plugin's adapter may", async () => {
    expect(await screenRule('src/plugins/agents/api/Fake.ts', "export const x = () => fetch('/api/v1/agent/runPrompt');")).toEqual([]);
  });
});
