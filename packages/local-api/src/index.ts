export { startServer } from './server';
export type { RunningServer, ServerOptions } from './server';
export { checkDataset, SeedError } from './dataset';
export type { Dataset, DatasetInput, Farm, User, Year } from './dataset';
export { demoDataset, demoDatasetInput, DEMO_FARM_IDS, DEMO_USER_IDS } from './demo-data';
export { loadSeedFile } from './seed-file';
export { createTokenService } from './tokens';
export type { TokenClaims } from './tokens';
