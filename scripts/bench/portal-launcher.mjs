// Run with tsx by system.mjs: the portal stand-in serving another set of build folders, on loopback.
//   tsx portal-launcher.mjs <port> <packagesDir> <hostAdapterDist> [<appsDir>]
// With <appsDir> (a deployment folder, docs/DEPLOY.md), the apps and the registry are read from there.
// It prints 'READY <url>' once it listens. KLW_API_URL in the environment points the page at the API.
import { startPortal } from '../../packages/legacy-portal/src/server.ts';

const [port, packagesDir, hostAdapterDist, appsDir] = process.argv.slice(2);
const portal = await startPortal({
  port: Number(port),
  host: '127.0.0.1',
  packagesDir,
  hostAdapterDist,
  appsDir: appsDir || undefined,
  log: (line) => {
    if (/^(WARNING|ERROR)/.test(line)) console.error(line);
  },
});
console.log(`READY ${portal.url}`);
const stop = () => void portal.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
