/**
 * The shell hands the federation bundler runtime to the remotes (provide-bundler-runtime-plugin.js); a remote's
 * build reads it in external-bundler-runtime.js. The end-to-end specs load every remote this way; these tests
 * pin down the contract between the two files.
 */
interface FederationInstance {
  name: string;
  options: { name: string; id?: string; plugins: Array<{ name: string }> };
}
interface RemoteFederation {
  runtime: { init(options: { name: string; remotes: unknown[] }): FederationInstance };
  bundlerRuntime: Record<string, unknown>;
  bundlerRuntimeOptions: object;
  instance: unknown;
}
type Provided = { create(buildId: string): RemoteFederation };

const GLOBAL_KEY = '__KLW_FEDERATION_BUNDLER_RUNTIME__';
const globals = globalThis as unknown as Record<string, Provided | undefined>;

function loadRemoteSide(): RemoteFederation {
  let federation: RemoteFederation | undefined;
  jest.isolateModules(() => {
    federation = jest.requireActual<{ default: RemoteFederation }>('./external-bundler-runtime.js').default;
  });
  return federation as RemoteFederation;
}

function provide(): Provided {
  const plugin = jest.requireActual<{ default: () => { name: string } }>('./provide-bundler-runtime-plugin.js').default;
  expect(plugin().name).toBe('klw-provide-bundler-runtime');
  return globals[GLOBAL_KEY] as Provided;
}

afterEach(() => {
  delete globals[GLOBAL_KEY];
  delete (globalThis as Record<string, unknown>).FEDERATION_BUILD_IDENTIFIER;
});

it('a remote on a page without the shell stops with a Dutch message that says why', () => {
  expect(loadRemoteSide).toThrow(
    'Dit onderdeel neemt de federation-runtime over van de shell, maar de pagina heeft geen shell geladen.',
  );
});

it('gives every remote its own federation object with the complete bundler runtime', () => {
  provide();
  const first = loadRemoteSide();
  const second = loadRemoteSide();
  expect(first).not.toBe(second);
  expect(first.bundlerRuntimeOptions).not.toBe(second.bundlerRuntimeOptions);
  expect(first.instance).toBeUndefined();
  // The shell exposes nothing, but a remote's container needs these to start.
  for (const fn of ['init', 'initContainerEntry', 'consumes', 'remotes', 'I', 'installInitialConsumes']) {
    expect(typeof first.bundlerRuntime[fn]).toBe('function');
  }
});

it("finds each remote's own federation instance, never the shell's", () => {
  // The shell's build compiles its id into the runtime it hands out; the runtime marks every instance with it.
  (globalThis as Record<string, unknown>).FEDERATION_BUILD_IDENTIFIER = 'klw_shell:1.0.0';
  const provided = provide();
  const shell = provided.create('klw_shell:1.0.0').runtime.init({ name: 'klw_shell_test', remotes: [] });
  const milk = provided.create('klw_melk_test:1.0.0').runtime.init({ name: 'klw_melk_test', remotes: [] });
  expect(milk.name).toBe('klw_melk_test');
  expect(milk).not.toBe(shell);
  // Each remote's instance runs the registry plugin without carrying it in its own build (webpack.shared.js).
  expect(milk.options.plugins.map((plugin) => plugin.name)).toContain('klw-registry-plugin');
  // The container initialises its instance again when the shell loads it: the same instance comes back.
  expect(provided.create('klw_melk_test:1.0.0').runtime.init({ name: 'klw_melk_test', remotes: [] })).toBe(milk);
});
