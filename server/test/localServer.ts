/**
 * What the tests' local stand-ins for outside services (an SMS gateway, a payment provider, a
 * callback receiver) share: listening on a free port of this machine, and closing at once.
 */
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Makes `server` listen on a free port of 127.0.0.1; its base URL. */
export async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Ends the responses held unanswered, every connection, then the server. */
export async function closeLocally(
  server: Server,
  hanging: Iterable<ServerResponse> = [],
): Promise<void> {
  for (const response of hanging) response.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
