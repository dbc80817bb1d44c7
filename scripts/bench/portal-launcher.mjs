// Run with tsx by system.mjs: the portal stand-in serving another set of build folders, on loopback.
//   tsx portal-launcher.mjs --port <port> --packages <packagesDir> --host-adapter <hostAdapterDist> [--apps <appsDir>]
// With --apps (a deployment folder, docs/DEPLOY.md), the apps and the registry are read from there. With
// --log-requests it prints the portal's line per request (with the time it took: page-size.mjs reads it).
// It prints 'READY <url>' once it listens. KLW_API_URL in the environment points the page at the API.
import { startPortal } from '../../packages/legacy-portal/src/server.ts';
import { parseCommandLine } from '../lib/command-line.mjs';

const { values } = parseCommandLine({
  name: 'portal-launcher',
  usage: 'portal-launcher.mjs --port <port> --packages <folder> --host-adapter <folder> [--apps <folder>] [--log-requests]',
  options: {
    port: { type: 'string' },
    packages: { type: 'string' },
    'host-adapter': { type: 'string' },
    apps: { type: 'string' },
    'log-requests': { type: 'boolean', default: false },
  },
});
const portal = await startPortal({
  port: Number(values.port),
  host: '127.0.0.1',
  packagesDir: values.packages,
  hostAdapterDist: values['host-adapter'],
  appsDir: values.apps,
  log: (line) => {
    if (/^(WARNING|ERROR)/.test(line)) console.error(line);
    else if (values['log-requests']) console.log(line);
  },
});
console.log(`READY ${portal.url}`);
const stop = () => void portal.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
