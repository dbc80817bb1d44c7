import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOCAL_API_PORT } from '@klw/platform';
import { readEnv } from './config';
import { SeedError } from './dataset';
import { loadSeedFile, writeDemoSeed } from './seed-file';
import { declaredScreens } from './screens';
import { startServer } from './server';

// `pnpm --filter @klw/local-api start [-- --seed file.json] [--reset]`: the local API on port 7056.

const USAGE = `Usage: tsx src/main.ts [--seed file.json] [--port ${LOCAL_API_PORT}] [--data-dir dir] [--reset] [--write-demo file.json]
  --seed        users, farms and years from a JSON file (checked against the contracts) instead of the demo data
  --port        port (default PORT or ${LOCAL_API_PORT})
  --data-dir    folder of the saved years (default KLW_DATA_DIR or packages/local-api/.data)
  --reset       forget every saved year before starting
  --write-demo  write the demo data as a seed file and exit`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string' },
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      reset: { type: 'boolean', default: false },
      'write-demo': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values['write-demo']) {
    const bytes = await writeDemoSeed(values['write-demo']);
    console.log(`Demo data written to ${values['write-demo']} (${bytes} bytes).`);
    return;
  }

  const env = readEnv();
  const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : env.dataDir;
  if (values.reset) {
    // Every declared screen's folder of saved years.
    for (const { contract } of declaredScreens()) await fs.rm(path.join(dataDir, contract.storeFolder), { recursive: true, force: true });
  }
  const dataset = values.seed ? await loadSeedFile(values.seed) : undefined;
  const port = values.port === undefined ? env.port : Number(values.port);
  if (!Number.isInteger(port) || port < 0) throw new Error(`--port must be a whole number, got '${values.port}'`);

  const server = await startServer({ port, dataDir, ...(dataset ? { dataset } : {}) });
  console.log(`Local API on ${server.url} (data: ${dataDir}; ${values.seed ? `seed ${values.seed}` : 'demo data'})`);

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received; stopping.`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof SeedError || error instanceof Error ? error.message : error);
  process.exit(1);
});
