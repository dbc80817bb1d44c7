import { promises as fs } from 'node:fs';
import type { Dataset } from './dataset';
import { checkDataset, SeedError } from './dataset';
import { demoDatasetInput } from './demo-data';

/** Reads a seed file (the shape `--write-demo` writes) and checks it against the contracts. */
export async function loadSeedFile(file: string): Promise<Dataset> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    throw new SeedError([`cannot read ${file}: ${(error as Error).message}`]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SeedError([`${file} is not valid JSON: ${(error as Error).message}`]);
  }
  return checkDataset(json);
}

export async function writeDemoSeed(file: string): Promise<number> {
  const text = `${JSON.stringify(demoDatasetInput(), null, 2)}\n`;
  await fs.writeFile(file, text);
  return Buffer.byteLength(text);
}
