// Serving build folders as separately deployed apps would be served: files only (no listings), never
// outside their folder, read from disk on every request (a redeployed remote is served without a restart),
// cached forever only when the file name carries a content hash.
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, extname, isAbsolute, relative, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(fileName: string): string {
  return CONTENT_TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

// webpack's [contenthash] is hex; a name part of 8+ hex characters with at least one digit
// ('24.a5866ae85a.js', 'main-3f2a1b9c.css'). A miss only costs a revalidation, never a stale file.
const HASHED_NAME = /(?:^|[.\-_])(?=[0-9a-f]*\d)[0-9a-f]{8,}(?:\.[a-z0-9]+)+$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

function isHashedName(fileName: string): boolean {
  return HASHED_NAME.test(basename(fileName));
}

/** Manifests, registries and plain-named entry files are revalidated on every load; hashed chunks never. */
export function cacheControlFor(fileName: string): string {
  return isHashedName(fileName) ? IMMUTABLE : NO_CACHE;
}

/**
 * The file for a URL path below a root folder, or null when the path leaves the folder (also through a
 * symbolic link), is malformed or names no regular file.
 */
export async function resolveInside(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const parts = decoded.split('/').filter((part) => part !== '');
  if (parts.length === 0 || parts.some((part) => part === '.' || part === '..')) return null;
  const candidate = resolve(root, ...parts);
  if (!isWithin(resolve(root), candidate)) return null;
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(candidate)]);
    if (!isWithin(realRoot, realFile)) return null;
    const info = await stat(realFile);
    return info.isFile() ? realFile : null;
  } catch {
    return null;
  }
}

function isWithin(root: string, file: string): boolean {
  const path = relative(root, file);
  return path !== '' && !path.startsWith(`..${sep}`) && path !== '..' && !isAbsolute(path);
}

export interface SendFileOptions {
  cacheControl?: string;
  /** Cross-origin reads are allowed for deployed apps: the development server on port 3000 loads them. */
  allowAnyOrigin?: boolean;
}

/**
 * Puts `etag` on the answer and, when the request's If-None-Match names it, answers 304 without a body: true when
 * the answer is sent.
 */
export function answeredNotModified(req: IncomingMessage, res: ServerResponse, etag: string): boolean {
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] !== etag) return false;
  res.statusCode = 304;
  res.end();
  return true;
}

/** Sends a file with its content type, cache header and a validator; answers 304 to a matching If-None-Match. */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  options: SendFileOptions = {},
): Promise<void> {
  const info = await stat(file);
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  res.setHeader('Content-Type', contentTypeFor(file));
  res.setHeader('Cache-Control', options.cacheControl ?? cacheControlFor(file));
  res.setHeader('Last-Modified', info.mtime.toUTCString());
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (options.allowAnyOrigin) res.setHeader('Access-Control-Allow-Origin', '*');
  if (answeredNotModified(req, res, etag)) return;
  res.statusCode = 200;
  res.setHeader('Content-Length', info.size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await new Promise<void>((done, fail) => {
    const stream = createReadStream(file);
    stream.on('error', fail);
    res.on('close', () => {
      stream.destroy();
      done();
    });
    stream.pipe(res);
  });
}
