import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOCAL_DATA_INTEGRATION_PORT } from '@klw/platform';
import { readEnv } from '../config';
import { startDataIntegrationStandIn } from './server';

// `pnpm --filter @klw/local-api data-integration`: the stand-in of the data-exchange integration on
// http://127.0.0.1:7057 (ADR 011), its choices kept beside the local API's data (KLW_DATA_DIR).

const USAGE = `Usage: tsx src/data-integration/main.ts [--port ${LOCAL_DATA_INTEGRATION_PORT}] [--data-dir dir]
  --port      port (default KLW_DATA_INTEGRATION_PORT or ${LOCAL_DATA_INTEGRATION_PORT})
  --data-dir  folder of its data-integration.json (default KLW_DATA_DIR or packages/local-api/.data)`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, 'data-dir': { type: 'string' }, help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const portText = values.port ?? process.env.KLW_DATA_INTEGRATION_PORT;
  const port = portText === undefined ? LOCAL_DATA_INTEGRATION_PORT : Number(portText);
  if (!Number.isInteger(port) || port < 0) throw new Error(`--port must be a whole number, got '${portText}'`);
  const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : readEnv().dataDir;
  const standIn = await startDataIntegrationStandIn({ port, dataDir });
  console.log(`Data-integration stand-in on ${standIn.url} (data: ${dataDir})`);
  const stop = (): void => {
    void standIn.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
