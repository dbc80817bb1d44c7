import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A second address of the milk screen's deployed files (a trusted origin, 127.0.0.1 on a port of its own) that the
// page is pointed at with an override (README, 'Point one remote elsewhere'): it passes every request on to the
// portal, except that while it is broken the screen's code answers 500, as a deployment half done would. Without
// intercepting the browser's requests, which W3C WebDriver cannot, each engine meets a remote that cannot load.

export interface FailingRemote {
  /** The manifest's URL on this address, for `klw.remoteOverrides`. */
  manifestUrl: string;
  /** From now on the screen's code answers 500 (true) or passes (false). */
  broken(on: boolean): void;
  stop(): Promise<void>;
}

/** The screen's code: webpack's expose chunk, its name hashed. */
const CODE = /\/exposes\.[0-9a-f]+\.js$/;

export async function startFailingRemote(portalUrl: string, folder = '/apps/melklevering'): Promise<FailingRemote> {
  let failing = true;
  const pass = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = request.url ?? '/';
    if (failing && CODE.test(path)) {
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end('kapot');
      return;
    }
    const origin = request.headers.origin;
    const answer = await fetch(`${portalUrl}${path}`, { headers: origin ? { Origin: origin } : {} });
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      // fetch has decoded the body already.
      if (name !== 'content-encoding' && name !== 'content-length' && name !== 'transfer-encoding') headers[name] = value;
    });
    response.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
  };
  const server = createServer((request, response) => {
    pass(request, response).catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    manifestUrl: `http://127.0.0.1:${port}${folder}/mf-manifest.json`,
    broken: (on) => {
      failing = on;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
