#!/usr/bin/env node
// `pnpm new-screen <route>`: scaffolds the federated remote of one legacy route of the route table (issue 7, 11).
// Example: pnpm new-screen /voer/krachtvoer/Index/{klwId}
// The route may carry a year number in place of {klwId}, any letter case, and the '/ZuivelNL.Klw.Web' base.
// The new package declares its routes (src/routes.json) and owns its calls; the only shared file written is the
// registry line (ADR 005): nothing of the shell or of klw_auth changes, and neither is rebuilt.
// Options: --skip-install (do not run `pnpm install`; the CI check installs offline itself).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseCommandLine } from './lib/command-line.mjs';

/** The shell's table of every route of SPEC.md (read only: migrating changes nothing in the shell). */
export const ROUTES_FILE = 'packages/shell/src/routes.json';
/** The registry, deployed as /apps/remotes.json: the one shared file a migration changes. */
export const REMOTES_FILE = 'packages/legacy-portal/registry/remotes.json';
export const DOC_FILE = 'docs/MIGRATION.md';

const defaultRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export class ScaffoldError extends Error {}

function segments(routePath) {
  return routePath.split('/').filter((segment) => segment !== '');
}

/** The route of the table a user's path means, or null. Literal segments ignore case, as ASP.NET routes do. */
export function findRoute(routes, input) {
  let wanted = String(input).trim();
  if (wanted.toLowerCase().startsWith('/zuivelnl.klw.web/')) wanted = wanted.slice('/zuivelnl.klw.web'.length);
  if (!wanted.startsWith('/')) wanted = `/${wanted}`;
  const actual = segments(wanted);
  return (
    routes.find((route) => {
      const expected = segments(route.path);
      if (expected.length !== actual.length) return false;
      return expected.every((segment, i) => {
        const value = actual[i] ?? '';
        if (segment === '{klwId}') return /^\{klwid\}$/i.test(value) || /^\d+$/.test(value);
        return segment.toLowerCase() === value.toLowerCase();
      });
    }) ?? null
  );
}

/** Names derived from a screen id such as 'voer-overig'. */
export function screenNames(screen, title) {
  if (!/^[a-z][a-z0-9-]*$/.test(screen)) throw new ScaffoldError(`screen id '${screen}' is not lower-case kebab-case`);
  const words = screen.split('-').filter((word) => word !== '');
  const pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  return {
    screen,
    title,
    pascal,
    packageName: `@klw/${screen}`,
    remote: `klw_${words.join('_')}`,
    idPrefix: `klw-${screen}-`,
    folder: `packages/${screen}`,
  };
}

function routeKey(routePath) {
  return `/${segments(routePath)
    .map((segment) => (segment === '{klwId}' ? segment : segment.toLowerCase()))
    .join('/')}`;
}

/** Which package already declares one of these routes (packages/<folder>/src/routes.json), or null. */
export function declaringPackage(root, routePaths) {
  const wanted = new Set(routePaths.map(routeKey));
  const packagesDir = path.join(root, 'packages');
  for (const folder of readdirSync(packagesDir).sort()) {
    const file = path.join(packagesDir, folder, 'src', 'routes.json');
    if (!existsSync(file)) continue;
    let declared = [];
    try {
      declared = JSON.parse(readFileSync(file, 'utf8')).routes ?? [];
    } catch {
      continue;
    }
    const hit = declared.find((route) => typeof route?.path === 'string' && wanted.has(routeKey(route.path)));
    if (hit) return { folder: `packages/${folder}`, path: hit.path };
  }
  return null;
}

export function formatRegistry(remotes) {
  return `${JSON.stringify(remotes, null, 2)}\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// The files of the new package. Kept here as templates so one command gives a package that builds and passes.

function packageJson(n) {
  return `${JSON.stringify(
    {
      name: n.packageName,
      version: '0.1.0',
      private: true,
      description: `Federated remote ${n.remote}: the ${n.title} screen.`,
      main: './src/index.ts',
      types: './src/index.ts',
      scripts: { build: 'webpack --mode production' },
      dependencies: {
        '@fluentui/react-components': 'catalog:',
        '@klw/auth': 'workspace:*',
        '@klw/ui': 'workspace:*',
        msw: 'catalog:',
        react: 'catalog:',
        'react-dom': 'catalog:',
        'single-spa-react': 'catalog:',
        valibot: 'catalog:',
        zustand: 'catalog:',
      },
      devDependencies: {
        '@module-federation/enhanced': 'catalog:',
        '@testing-library/dom': 'catalog:',
        '@testing-library/react': 'catalog:',
        '@testing-library/user-event': 'catalog:',
        '@types/react': 'catalog:',
        '@types/react-dom': 'catalog:',
        webpack: 'catalog:',
        'webpack-cli': 'catalog:',
      },
    },
    null,
    2,
  )}\n`;
}

function webpackConfig(n) {
  return `const { createConfig } = require('../../webpack.shared');

module.exports = createConfig({
  role: 'remote',
  name: '${n.remote}',
  dirname: __dirname,
  exposes: { './lifecycles': './src/exposes/lifecycles.ts' },
  remotes: ['klw_auth'],
});
`;
}

function indexTs(n) {
  return `// The single-spa lifecycles of the ${n.title} screen, and nothing else.
export { bootstrap, mount, unmount } from './lifecycles';
`;
}

function exposesLifecycles(n) {
  return `// Exposed to the shell as ${n.remote}/lifecycles.
export { bootstrap, mount, unmount } from '../index';
`;
}

function lifecyclesTsx(n) {
  return `import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ERROR_BOUNDARY_MESSAGE } from '@klw/ui';
import { ${n.pascal}Root } from './app/${n.screen}-root';

/** The customProps the shell passes: the year of the route (null on a route without one), and where to mount. */
export interface ${n.pascal}Props {
  klwId: number | null;
  domElement?: HTMLElement;
}

const lifecycles = singleSpaReact<${n.pascal}Props>({
  React,
  ReactDOMClient,
  rootComponent: ${n.pascal}Root,
  // Last resort when even the root fails (the root's own boundary sits inside the providers).
  errorBoundary: () => <div role="alert">{ERROR_BOUNDARY_MESSAGE}</div>,
});

export const { bootstrap, mount, unmount } = lifecycles;
`;
}

function lifecyclesTest(n) {
  const title = n.title.replace(/'/g, "\\'");
  return `import { act } from 'react';
import { configure, screen } from '@testing-library/react';
import { api } from 'klw_auth/client';
import { sessionStore } from 'klw_auth/session';
import { bootstrap, mount, unmount } from './index';

type LifecycleProps = Parameters<typeof mount>[0];

// Generous waits: CI runs these tests beside a build and a type check on two cores.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

describe('the ${n.remote} lifecycles', () => {
  beforeEach(() => {
    sessionStore.setState({ callContext: null, status: 'idle', error: null });
    jest.spyOn(api, 'getCallContext').mockRejectedValue(new Error('Geen verbinding in de test.'));
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('mounts the screen into the element the shell gives and unmounts it again', async () => {
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    // The shell's customProps; single-spa adds its own (name, singleSpa, mountParcel), unused by the screen.
    const props = { name: '${n.remote}', domElement, klwId: 1023 } as unknown as LifecycleProps;

    await bootstrap(props);
    // React renders inside act; the lifecycle's promise settles once the root has rendered.
    let mounted: Promise<unknown> = Promise.resolve();
    await act(async () => {
      mounted = mount(props);
    });
    await mounted;
    expect(await screen.findByRole('heading', { level: 1, name: '${title}' })).toBeInTheDocument();
    expect(await screen.findByText('Geen verbinding in de test.')).toBeInTheDocument();

    let unmounted: Promise<unknown> = Promise.resolve();
    await act(async () => {
      unmounted = unmount(props);
    });
    await unmounted;
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  });
});
`;
}

function rootTsx(n) {
  return `import { ErrorBoundary, RemoteRoot } from '@klw/ui';
import { ${n.pascal}Screen } from '../features/${n.screen}/components/${n.screen}-screen';

export interface ${n.pascal}RootProps {
  /** From the shell's customProps: the year of the route, null when the route has none. Unused so far. */
  klwId?: number | null;
}

/** The remote's root: Fluent providers with its own id prefix and an error boundary. */
export function ${n.pascal}Root(_props: ${n.pascal}RootProps) {
  return (
    <RemoteRoot idPrefix="${n.idPrefix}">
      <ErrorBoundary>
        <${n.pascal}Screen />
      </ErrorBoundary>
    </RemoteRoot>
  );
}
`;
}

function screenTsx(n) {
  const title = JSON.stringify(n.title).slice(1, -1).replace(/'/g, "\\'");
  return `import { useCallback, useEffect } from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useStore } from 'zustand';
import { PageFrame } from '@klw/ui';
import { sessionStore } from 'klw_auth/session';

export const SCREEN_TITLE = '${title}';
export const LOADING_TEXT = 'Laden...';
export const LOAD_ERROR_TEXT = 'De gegevens van de Kringloopwijzer konden niet worden geladen.';
export const RETRY_TEXT = 'Opnieuw proberen';
export const UNKNOWN_TEXT = 'onbekend';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
  error: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    color: tokens.colorPaletteRedForeground1,
    backgroundColor: tokens.colorPaletteRedBackground1,
    border: \`\${tokens.strokeWidthThin} solid \${tokens.colorPaletteRedBorder1}\`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/**
 * The ${n.title} screen, scaffolded by \`pnpm new-screen\`: the heading, and the call context of the page (year and
 * farm) loaded through klw_auth. Replace the body with the screen's real content (docs/MIGRATION.md, step 5).
 */
export function ${n.pascal}Screen() {
  const styles = useStyles();
  const status = useStore(sessionStore, (state) => state.status);
  const error = useStore(sessionStore, (state) => state.error);
  const callContext = useStore(sessionStore, (state) => state.callContext);

  const load = useCallback(() => {
    void sessionStore.getState().load();
  }, []);

  useEffect(load, [load]);

  return (
    <PageFrame title={SCREEN_TITLE}>
      {status === 'error' ? (
        <div role="alert" className={styles.error}>
          <Text>{LOAD_ERROR_TEXT}</Text>
          {error ? <Text>{error}</Text> : null}
          <Button onClick={load}>{RETRY_TEXT}</Button>
        </div>
      ) : status === 'loaded' && callContext ? (
        <dl className={styles.facts}>
          <dt className={styles.term}>Jaar</dt>
          <dd className={styles.value}>{callContext.kringloopwijzerJaar ?? UNKNOWN_TEXT}</dd>
          <dt className={styles.term}>Bedrijf</dt>
          <dd className={styles.value}>{callContext.naam ?? UNKNOWN_TEXT}</dd>
        </dl>
      ) : (
        <Spinner label={LOADING_TEXT} />
      )}
    </PageFrame>
  );
}
`;
}

function screenTest(n) {
  return `import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'klw_auth/client';
import { sessionStore } from 'klw_auth/session';
import { ${n.pascal}Root } from '../../../app/${n.screen}-root';
import { LOAD_ERROR_TEXT, LOADING_TEXT, RETRY_TEXT, SCREEN_TITLE } from './${n.screen}-screen';

type CallContext = Awaited<ReturnType<typeof api.getCallContext>>;

// Generous waits: CI runs these tests beside a build and a type check on two cores.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

// The API of klw_auth is stubbed at its edge (api.getCallContext); the session store itself runs for real.
function callContext(overrides: Partial<CallContext> = {}): CallContext {
  return {
    gebruikerId: 501,
    deelnemerId: 7311,
    proxyId: null,
    proxyKvk: null,
    kringloopwijzerId: 1023,
    naam: 'Melkveebedrijf De Kringloop',
    kringloopwijzerJaar: 2023,
    kringloopwijzerStatusId: 1,
    gebruikerKvKNummer: '12345678',
    gebruikerIsDeelnemer: true,
    gebruikerIsSBMedewerker: false,
    gebruikerIsAuthorized: false,
    gebruikerIsDemoGebruiker: true,
    volmacht: false,
    ...overrides,
  };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('${n.pascal}Screen', () => {
  beforeEach(() => {
    sessionStore.setState({ callContext: null, status: 'idle', error: null });
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the Dutch heading, loads the call context and shows the year and the farm', async () => {
    const answer = deferred<CallContext>();
    const getCallContext = jest.spyOn(api, 'getCallContext').mockReturnValue(answer.promise);
    render(<${n.pascal}Root klwId={1023} />);

    expect(screen.getByRole('heading', { level: 1, name: SCREEN_TITLE })).toBeInTheDocument();
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();

    answer.resolve(callContext());
    expect(await screen.findByText('2023')).toBeInTheDocument();
    expect(screen.getByText('Melkveebedrijf De Kringloop')).toBeInTheDocument();
    expect(screen.queryByText(LOADING_TEXT)).toBeNull();
    expect(getCallContext).toHaveBeenCalledTimes(1);
  });

  it('shows a Dutch error with the reason when loading fails, and loads again on retry', async () => {
    jest
      .spyOn(api, 'getCallContext')
      .mockRejectedValueOnce(new Error('De server gaf geen antwoord.'))
      .mockResolvedValueOnce(callContext({ kringloopwijzerJaar: 2024, naam: 'Akkerbouwbedrijf Het Veld' }));
    render(<${n.pascal}Root klwId={1023} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOAD_ERROR_TEXT);
    expect(alert).toHaveTextContent('De server gaf geen antwoord.');

    await userEvent.click(screen.getByRole('button', { name: RETRY_TEXT }));
    expect(await screen.findByText('Akkerbouwbedrijf Het Veld')).toBeInTheDocument();
    expect(screen.getByText('2024')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
`;
}

function smokeSpec(n, routes) {
  const hasYear = routes.some((route) => route.path.includes('{klwId}'));
  const title = n.title.replace(/'/g, "\\'");
  const tests = routes.map((route) => {
    const open = route.path.includes('{klwId}')
      ? `\`${route.path.replace('{klwId}', '${await participantYear()}')}\``
      : `'${route.path}'`;
    return `  test('mounts the migrated screen on ${route.path}', async ({ page }) => {
    const portal = new PortalPage(page);
    await portal.open(${open});
    await expect(portal.mountPoint.getByRole('heading', { name: '${title}', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('${title} - Kringloopwijzer');
    await expect(portal.mountPoint.getByText('Jaar', { exact: true })).toBeVisible();
    await expect(portal.failurePanel).toBeHidden();
    await portal.expectMenuGroups();
  });
`;
  });
  return `import { expect, test } from '../support/test';
import { PortalPage } from '../pages/portal.page';
import { signIn } from '../support/system';
${hasYear ? "import { participantYear } from '../support/years';\n" : ''}
// Smoke test of the remote ${n.remote}, scaffolded by \`pnpm new-screen\`: the route mounts the new screen.
test.describe('${title} (${n.remote})', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, /deelnemer|participant/i);
  });

${tests.join('\n')}});
`;
}

function routesJson(n, routes) {
  const lines = routes.map((route) => `    { "path": ${JSON.stringify(route.path)}, "title": ${JSON.stringify(n.title)}, "module": "./lifecycles" }`);
  return `{\n  "routes": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

/** The example call's names: GET /<Pascal>/Get<Pascal>Gegevens. */
function callNames(n) {
  return { call: `Get${n.pascal}Gegevens`, path: `/${n.pascal}/Get${n.pascal}Gegevens`, api: `${n.pascal[0].toLowerCase()}${n.pascal.slice(1)}Api` };
}

function apiTs(n) {
  const c = callNames(n);
  return `import * as v from 'valibot';
import { callApi, registerMockHandlers } from 'klw_auth/client';

/**
 * The ${n.title} screen's own calls, built on klw_auth's authorised client (Bearer token, one refresh, retry once,
 * time-outs, Dutch errors): changing them redeploys this screen only (ADR 005). This example call stands for the
 * screen's first real one; when the API serves it, its schema moves to @klw/contracts, beside the API's own check.
 */
export const ${c.api}GegevensSchema = v.object({ kringloopwijzerId: v.number() });
export type ${n.pascal}Gegevens = v.InferOutput<typeof ${c.api}GegevensSchema>;

export const ${c.api} = {
  get${n.pascal}Gegevens(): Promise<${n.pascal}Gegevens> {
    return callApi({ call: '${c.call}', method: 'get', path: '${c.path}', schema: ${c.api}GegevensSchema });
  },
};

// Mock mode ('?mock=1' on the development server): the handlers load only then, in a chunk of their own.
registerMockHandlers(async (options) => (await import(/* webpackChunkName: "mock" */ './mock/handlers')).${n.pascal[0].toLowerCase()}${n.pascal.slice(1)}Handlers(options));
`;
}

function mockHandlersTs(n) {
  const c = callNames(n);
  return `import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { MockOptions } from 'klw_auth/client';

/** The ${n.title} screen's calls answered from fixtures: the browser's mock mode and the unit tests use these. */
export function ${n.pascal[0].toLowerCase()}${n.pascal.slice(1)}Handlers({ delayMs, klwId }: MockOptions): RequestHandler[] {
  return [
    http.get('*${c.path}', async () => {
      await delay(delayMs);
      return HttpResponse.json({ kringloopwijzerId: klwId() });
    }),
  ];
}
`;
}

function apiTest(n) {
  const c = callNames(n);
  const handlers = `${n.pascal[0].toLowerCase()}${n.pascal.slice(1)}Handlers`;
  return `import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { authHandlers, resetAuthForTests } from '@klw/auth/src/testing';
import { ${c.api} } from './${n.screen}-api';
import { ${handlers} } from './mock/handlers';

// The same handlers as the browser's mock mode, without its delay.
const options = { delayMs: 0, klwId: () => 1023, jaar: 2024 };
const server = setupServer(...authHandlers(options), ...${handlers}(options));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetAuthForTests();
  window.klwConfig = { apiBaseUrl: 'http://api.klw.test', menuApiBaseUrl: 'http://api.klw.test' };
  document.cookie = 'access_token=session; path=/';
});
afterEach(() => {
  server.resetHandlers();
  delete window.klwConfig;
});
afterAll(() => server.close());

describe('the ${n.title} calls', () => {
  it('loads the year through the authorised client', async () => {
    await expect(${c.api}.get${n.pascal}Gegevens()).resolves.toEqual({ kringloopwijzerId: 1023 });
  });

  it("turns an error answer into the client's Dutch error", async () => {
    server.use(http.get('*${c.path}', () => HttpResponse.json({ message: 'Er ging iets mis.' }, { status: 500 })));
    await expect(${c.api}.get${n.pascal}Gegevens()).rejects.toMatchObject({ call: '${c.call}', status: 500, message: 'Er ging iets mis.' });
  });
});
`;
}

/** Every file of the scaffold, as [path relative to the root, content]. */
export function scaffoldFiles(n, routes) {
  const dir = n.folder;
  const feature = `${dir}/src/features/${n.screen}/components`;
  return [
    [`${dir}/package.json`, packageJson(n)],
    [`${dir}/webpack.config.js`, webpackConfig(n)],
    [`${dir}/src/routes.json`, routesJson(n, routes)],
    [`${dir}/src/index.ts`, indexTs(n)],
    [`${dir}/src/lifecycles.tsx`, lifecyclesTsx(n)],
    [`${dir}/src/lifecycles.test.tsx`, lifecyclesTest(n)],
    [`${dir}/src/exposes/lifecycles.ts`, exposesLifecycles(n)],
    [`${dir}/src/app/${n.screen}-root.tsx`, rootTsx(n)],
    [`${feature}/${n.screen}-screen.tsx`, screenTsx(n)],
    [`${feature}/${n.screen}-screen.test.tsx`, screenTest(n)],
    [`${dir}/src/features/${n.screen}/api/${n.screen}-api.ts`, apiTs(n)],
    [`${dir}/src/features/${n.screen}/api/${n.screen}-api.test.ts`, apiTest(n)],
    [`${dir}/src/features/${n.screen}/api/mock/handlers.ts`, mockHandlersTs(n)],
    [`packages/e2e/specs/${n.screen}.smoke.spec.ts`, smokeSpec(n, routes)],
  ];
}

// ---------------------------------------------------------------------------------------------------------------

function readJson(root, file) {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
}

/**
 * Scaffolds the screen of `input` in the checkout at `root`. Checks everything before writing anything.
 * Returns what it did; throws ScaffoldError with a message for the user when it refuses.
 */
export function scaffold({ root = defaultRoot, route: input }) {
  if (!input) throw new ScaffoldError('which route? Example: pnpm new-screen /voer/krachtvoer/Index/{klwId}');
  const routes = readJson(root, ROUTES_FILE);
  const remotes = readJson(root, REMOTES_FILE);
  const route = findRoute(routes, input);
  if (!route) {
    throw new ScaffoldError(`'${input}' is not in the route table (${ROUTES_FILE}). The routes are listed in ${DOC_FILE}.`);
  }
  const n = screenNames(route.screen, route.title);
  const screenRoutes = routes.filter((r) => r.screen === route.screen);
  const declared = declaringPackage(root, screenRoutes.map((r) => r.path));
  if (declared) {
    throw new ScaffoldError(`${declared.path} is already migrated: ${declared.folder}/src/routes.json declares it. Nothing was changed.`);
  }
  if (existsSync(path.join(root, n.folder))) {
    throw new ScaffoldError(`${n.folder}/ already exists; remove it first if you mean to start over. Nothing was changed.`);
  }
  if (n.remote in remotes) {
    throw new ScaffoldError(`the registry (${REMOTES_FILE}) already has ${n.remote}. Nothing was changed.`);
  }
  const files = scaffoldFiles(n, screenRoutes);
  const clash = files.find(([file]) => existsSync(path.join(root, file)));
  if (clash) throw new ScaffoldError(`${clash[0]} already exists. Nothing was changed.`);

  for (const [file, content] of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  writeFileSync(path.join(root, REMOTES_FILE), formatRegistry({ ...remotes, [n.remote]: `apps/${n.screen}/mf-manifest.json` }));
  return { names: n, routes: screenRoutes.map((r) => r.path), files: files.map(([file]) => file) };
}

function pnpmInstall(root) {
  // --no-frozen-lockfile: pnpm freezes the lockfile by default in CI, but the new package must enter it.
  const result = spawnSync('pnpm', ['install', '--no-frozen-lockfile', '--prefer-offline'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  return result.status === 0;
}

function main() {
  const { values, positionals } = parseCommandLine({
    name: 'new-screen',
    usage: 'pnpm new-screen <route> [--skip-install]',
    options: { 'skip-install': { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const skipInstall = values['skip-install'];
  const [input] = positionals;
  let result;
  try {
    result = scaffold({ route: input });
  } catch (error) {
    if (error instanceof ScaffoldError) {
      console.error(`new-screen: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { names: n, routes, files } = result;
  console.log(`new-screen: scaffolded ${n.packageName} (remote ${n.remote}) for ${routes.join(' and ')}`);
  for (const file of files) console.log(`  created  ${file}`);
  console.log(`  updated  ${REMOTES_FILE} ("${n.remote}": "apps/${n.screen}/mf-manifest.json"), the only shared file`);
  let installed = false;
  if (skipInstall) {
    console.log('  skipped  pnpm install (--skip-install): run it before building');
  } else {
    console.log('  running  pnpm install (links the new package into the workspace)');
    installed = pnpmInstall(defaultRoot);
    if (!installed) console.error('new-screen: pnpm install failed; the files are in place, run `pnpm install` again.');
  }
  const example = routes[0].replace('{klwId}', '1023');
  const steps = [
    ...(installed ? [] : [['pnpm install', 'links the new package into the workspace']]),
    [`pnpm --filter ${n.packageName} build`, `-> ${n.folder}/dist/mf-manifest.json`],
    [`pnpm exec jest ${n.folder}`, 'its unit tests'],
    ['pnpm typecheck && pnpm lint', ''],
    ['node scripts/klw.mjs serve', 'with the system built once (npm start); no shell or auth rebuild'],
    [`open http://localhost:5001${example}`, "signed in: the new screen shows in #klw-app under the portal's menu"],
    ['pnpm test:e2e', `with the system running: includes packages/e2e/specs/${n.screen}.smoke.spec.ts`],
  ];
  const width = Math.max(...steps.map(([command]) => command.length)) + 2;
  console.log('\nNext steps:');
  for (const [command, note] of steps) console.log(`  ${note ? command.padEnd(width) + '# ' + note : command}`);
  console.log(`Then build the real screen in ${n.folder}/src (${DOC_FILE}, step 5) and commit the package, the spec,
${REMOTES_FILE} and pnpm-lock.yaml together.`);
  if (!skipInstall && !installed) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
