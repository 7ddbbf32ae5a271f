import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import manifest from './plugin.manifest.json';
import { validateManifest } from './src/kernel/manifestValidation';

/** tsconfig.json's `paths` (vitest.config.ts declares the same). */
const alias = { '@kernel/sdk': fileURLToPath(new URL('./src/kernel/sdk.ts', import.meta.url)) };

const apiTarget = process.env.API_PROXY_TARGET ?? `http://localhost:${process.env.PORT ?? 8080}`;

// Chunks of a plugin carry its id in their file name (assets/plugin-<id>-...), so the e2e suite
// and the bench can tell which plugin code a browser downloaded.
// A plugin chunk that is almost all one third-party library (the dashboards' chart and PDF renderer)
// says so (`plugin-<id>-lib-`): the bench reports it beside the plugin's own 40 kB budget.
function chunkName(chunk: { facadeModuleId?: string | null; moduleIds?: string[] }): string {
  const modules = chunk.moduleIds ?? [];
  const pluginOf = (id: string | null | undefined) => (id ? /\/src\/plugins\/([^/]+)\//.exec(id)?.[1] : undefined);
  // a chunk whose entry is a library module may still hold a plugin's code (plugins never share
  // chunks with each other: they cannot import one another), so any plugin module names it
  const plugin = pluginOf(chunk.facadeModuleId) ?? modules.map(pluginOf).find(Boolean);
  if (!plugin) return 'assets/[name]-[hash].js';
  const library = modules.length >= 20 && modules.filter((m) => m.includes('/node_modules/')).length / modules.length >= 0.9;
  return `assets/plugin-${plugin}-${library ? 'lib-' : ''}[name]-[hash].js`;
}

// The manifest is static and bundled: an invalid one fails the build instead of reaching a browser.
function checkManifest(): Plugin {
  return {
    name: 'switchboard-manifest',
    buildStart() {
      const errors = validateManifest(manifest);
      if (errors.length) this.error(`plugin.manifest.json is invalid:\n${errors.join('\n')}`);
    },
  };
}

// The signed-in app's own modules (src/, reached by static imports from src/kernel/AccountApp.tsx,
// short of the plugins and the overlay kit their lazy screens use), found once the module graph is
// known. Captured in one chunk with what they use, they arrive as one file after sign-in instead
// of dozens of small shared chunks (shared with lazy screens, which always load after it anyway).
function accountAppModules() {
  const srcDir = fileURLToPath(new URL('./src/', import.meta.url));
  const modules = new Set<string>();
  const outside = /[\\/]src[\\/](plugins[\\/]|overlays[\\/]kit[\\/]|kernel[\\/]sdk\.ts$)/;
  const plugin: Plugin = {
    name: 'switchboard-account-app-modules',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const start = [...this.getModuleIds()].find((id) => /[\\/]src[\\/]kernel[\\/]AccountApp\.tsx$/.test(id));
      const stack = start ? [start] : [];
      while (stack.length) {
        const id = stack.pop()!;
        if (modules.has(id)) continue;
        modules.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
          if (next.startsWith(srcDir) && !outside.test(next)) stack.push(next);
        }
      }
    },
  };
  return { plugin, test: (id: string) => modules.has(id) };
}
const accountApp = accountAppModules();

/**
 * A build-time edit of one library file: `edit` returns the new code, or null when the file no longer
 * reads the way the edit expects (the build then fails naming it, rather than quietly shipping the
 * bytes again); a build that never bundled the file fails too (the edit is stale).
 */
function patchLibraryFile(name: string, file: RegExp, what: string, edit: (code: string) => string | null): Plugin {
  let seen = false;
  return {
    name: `switchboard-${name}`,
    apply: 'build',
    transform(code, id) {
      if (!file.test(id)) return null;
      seen = true;
      const edited = edit(code);
      if (edited === null) this.error(`${id}: ${what} is no longer written the way vite.config.ts's ${name} expects`);
      return { code: edited, map: null };
    },
    buildEnd(error) {
      if (!error && !seen) this.error(`${what} was not bundled: vite.config.ts's ${name} is stale`);
    },
  };
}

/** `code` with `find` replaced once by `by`, or null unless `find` occurs exactly once and `also` all occur. */
function replaceOnce(code: string, find: string, by: string, also: readonly string[] = []): string | null {
  if (code.split(find).length !== 2 || also.some((text) => !code.includes(text))) return null;
  return code.replace(find, () => by);
}

// react-admin's router adapter falls back to a data router of its own (createHashRouter) when it is
// not inside one; the console always renders it inside AccountApp's BrowserRouter, yet the fallback
// keeps react-router's whole data-router machinery in the signed-in app (~16 kB gzip). The build
// replaces that fallback with an error.
const withoutFallbackRouter = () =>
  patchLibraryFile('without-fallback-router', /[\\/]ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/, "ra-core's router adapter", (code) => {
    const start = code.indexOf('const InternalRouter = ');
    const end = code.indexOf('const RouterWrapper = ');
    if (start < 0 || end < start || !code.slice(start, end).includes('createHashRouter(')) return null;
    const replacement = "const InternalRouter = () => { throw new Error('react-admin must render inside a router (AccountApp provides one)'); };\n";
    return code.slice(0, start) + replacement + code.slice(end);
  });

// react-admin's <Title> (the home's, the error page's, every screen's) renders PageTitleConfigurable,
// whose editor, shown only in react-admin's preferences inspector (which the console never opens),
// is a MUI TextField: it kept TextField, Select, NativeSelect, FilledInput and Input in the signed-in
// app's first script (~7 kB gzip). The build makes that editor load its TextField when it renders.
const titleEditorTextFieldLater = () =>
  patchLibraryFile('title-editor-textfield-later', /[\\/]ra-ui-materialui[\\/]dist[\\/]layout[\\/]PageTitleConfigurable\.js$/, "ra-ui-materialui's PageTitleConfigurable", (code) => {
    const lazyTextField =
      "const LazyTextField = React.lazy(() => import('@mui/material/TextField'));\n" +
      'const TextField = (props) => React.createElement(React.Suspense, { fallback: null }, React.createElement(LazyTextField, props));\n';
    const withoutImport = replaceOnce(code, "import { TextField } from '@mui/material';\n", '', ['React.createElement(TextField, ']);
    return withoutImport && replaceOnce(withoutImport, 'export const PageTitleEditor', `${lazyTextField}export const PageTitleEditor`);
  });

// MUI's Tooltip (the app bar's buttons, react-admin's sidebar toggle) renders its Popper, and with it
// Popper.js (~7 kB gzip), from its first render, though a Popper shows nothing until the tooltip
// opens. The build makes Tooltip render nothing in its place until a tooltip first opens (or is kept
// mounted), then the real Popper, loaded then (Tooltip's 100 ms enter delay covers the download).
const tooltipPopperLater = () =>
  patchLibraryFile('tooltip-popper-later', /[\\/]@mui[\\/]material[\\/]esm[\\/]Tooltip[\\/]Tooltip\.js$/, "MUI's Tooltip", (code) => {
    const laterPopper =
      'const LazyPopper = React.lazy(() => import("../Popper/index.js"));\n' +
      'let popperWanted = false;\n' +
      'function Popper(props) {\n' +
      '  if (props.open || props.keepMounted) popperWanted = true;\n' +
      '  return popperWanted ? React.createElement(React.Suspense, { fallback: null }, React.createElement(LazyPopper, props)) : null;\n' +
      '}\n';
    const withoutImport = replaceOnce(code, 'import Popper from "../Popper/index.js";\n', '');
    return withoutImport && replaceOnce(withoutImport, 'const TooltipPopper = styled(Popper, {', `${laterPopper}const TooltipPopper = styled(Popper, {`);
  });

// react-admin's Layout renders its preferences Inspector (a draggable panel that edits the page's
// configurable parts, empty unless that editor is on, which the console never turns on) on every
// page. The build makes Layout load it the first time the editor is on instead (~1.5 kB gzip).
const inspectorLater = () =>
  patchLibraryFile('inspector-later', /[\\/]ra-ui-materialui[\\/]dist[\\/]layout[\\/]Layout\.js$/, "ra-ui-materialui's Layout", (code) => {
    const laterInspector =
      'import { usePreferencesEditor } from "ra-core";\n' +
      'const LazyInspector = React.lazy(() => import("../preferences/Inspector.js").then((m) => ({ default: m.Inspector })));\n' +
      'const Inspector = () => (usePreferencesEditor().isEnabled ? React.createElement(Suspense, { fallback: null }, React.createElement(LazyInspector, null)) : null);\n';
    return replaceOnce(code, 'import { Inspector } from "../preferences/index.js";\n', laterInspector, ['React.createElement(Inspector, null)', 'import React, { Suspense,']);
  });

// MUI's createTheme and ThemeProvider each import their CSS-variables twin (createThemeWithVars,
// CssVarsProvider and the color-scheme machinery under them), used only for a theme made with
// `cssVariables` or `colorSchemes`. The console's themes (src/kernel/shell/theme.ts) and react-admin's
// use neither, yet the twins sat in the sign-in page's one script (~5 kB gzip). The build replaces
// them with an error that says why.
const WITHOUT_CSS_VARIABLES = "throw new Error('MUI CSS-variables themes are left out of this build (vite.config.ts, muiWithoutCssVariables)');";
const muiWithoutCssVariables = () => [
  patchLibraryFile('mui-create-theme-without-css-variables', /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]createTheme\.js$/, "MUI's createTheme", (code) =>
    replaceOnce(code, 'import createThemeWithVars from "./createThemeWithVars.js";\n', `const createThemeWithVars = () => { ${WITHOUT_CSS_VARIABLES} };\n`, ['return createThemeWithVars({']),
  ),
  patchLibraryFile('mui-theme-provider-without-css-variables', /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]ThemeProvider\.js$/, "MUI's ThemeProvider", (code) =>
    replaceOnce(code, 'import { CssVarsProvider } from "./ThemeProviderWithVars.js";\n', `const CssVarsProvider = () => { ${WITHOUT_CSS_VARIABLES} };\n`, ['_jsx(CssVarsProvider, {']),
  ),
];

/** What the debug overlay shows as the build: VITE_BUILD_ID when set, else the commit and the build's day. */
function buildId(): string {
  if (process.env.VITE_BUILD_ID) return process.env.VITE_BUILD_ID;
  let commit = 'unknown commit';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || commit;
  } catch {
    // not a git checkout
  }
  return `${commit} (${new Date().toISOString().slice(0, 10)})`;
}

// The console is served under /app; the reference server answers /app/* with index.html.
export default defineConfig({
  base: '/',
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId()) },
  plugins: [react(), checkManifest(), withoutFallbackRouter(), titleEditorTextFieldLater(), tooltipPopperLater(), inspectorLater(), ...muiWithoutCssVariables(), accountApp.plugin],
  resolve: { alias },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // every browser the console supports knows <link rel="modulepreload">: no polyfill on the landing
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Our modules count as having side effects (package.json says nothing), so a plugin's module.ts
      // importing definePlugin from @kernel/sdk made the browser load all the sdk re-exports, the
      // overlay kit's forms and react-hook-form with them, on every signed-in page. These modules only
      // declare things: importing them runs nothing.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]src[\\/](kernel[\\/]sdk\.ts|overlays[\\/]kit[\\/][^\\/]+|overlays[\\/]OverlayDialog\.tsx)$/, sideEffects: false, external: false },
        ],
      },
      output: {
        chunkFileNames: chunkName,
        // Everything the landing needs in one file: the browser fetches it with the page's first
        // request instead of discovering a chain of shared chunks, and one stream compresses better.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: 'AccountApp', test: accountApp.test },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': apiTarget, '/dev': apiTarget, '/docs': apiTarget },
  },
});
