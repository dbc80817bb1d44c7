import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_TRUSTED_HOSTS,
  LOCAL_API_PORT,
  LOCAL_DEVELOPMENT_PORT,
  LOCAL_FRONT_END_BASE_URL,
  LOCAL_PORTAL_PORT,
  parseHostList,
} from '@klw/platform';

const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 900;
const DEFAULT_SESSION_TTL_SECONDS = 8 * 60 * 60;
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;
const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '.data');
/** The portal's page and the development server, on either name of this machine. */
const DEFAULT_CORS_ORIGINS = [LOCAL_PORTAL_PORT, LOCAL_DEVELOPMENT_PORT].flatMap((port) =>
  DEFAULT_TRUSTED_HOSTS.map((host) => `http://${host}:${port}`),
);
export const DEFAULT_APPLICATION_URL = LOCAL_FRONT_END_BASE_URL;

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number >= 0, got '${value}'`);
  return parsed;
}

export interface EnvSettings {
  port: number;
  host: string;
  accessTokenTtlSeconds: number;
  sessionTtlSeconds: number;
  dataDir: string;
  tokenSecret: string | undefined;
  corsOrigins: string[];
  /** Host names besides localhost and 127.0.0.1 this server answers (KLW_ALLOWED_HOSTS). */
  allowedHosts: string[];
}

/** The environment variables of the README (PORT, KLW_*). */
export function readEnv(env: NodeJS.ProcessEnv = process.env): EnvSettings {
  const extraOrigins = (env.KLW_CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  return {
    port: positiveInteger('PORT', env.PORT, LOCAL_API_PORT),
    host: env.KLW_HOST?.trim() || '127.0.0.1',
    accessTokenTtlSeconds: positiveInteger('KLW_ACCESS_TOKEN_TTL_SECONDS', env.KLW_ACCESS_TOKEN_TTL_SECONDS, DEFAULT_ACCESS_TOKEN_TTL_SECONDS),
    sessionTtlSeconds: positiveInteger('KLW_SESSION_TTL_SECONDS', env.KLW_SESSION_TTL_SECONDS, DEFAULT_SESSION_TTL_SECONDS),
    dataDir: env.KLW_DATA_DIR?.trim() ? path.resolve(env.KLW_DATA_DIR) : DEFAULT_DATA_DIR,
    tokenSecret: env.KLW_TOKEN_SECRET?.trim() || undefined,
    corsOrigins: [...DEFAULT_CORS_ORIGINS, ...extraOrigins],
    allowedHosts: parseHostList(env.KLW_ALLOWED_HOSTS),
  };
}

/**
 * Without KLW_TOKEN_SECRET a random secret is made once and kept in the data folder (mode 600), so tokens
 * survive a restart without a secret written into the source.
 */
export async function tokenSecretFor(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'token-secret');
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not made yet.
  }
  await fs.mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}
