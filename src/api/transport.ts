/**
 * How the API is reached: the browser's `fetch`. A server render (src/ssr, run by the API's own
 * process) replaces it with one that answers from that process, without a network round trip.
 */
let transport: (request: Request) => Promise<Response> = (request) => fetch(request);

/** The `fetchFn` of the app's base queries: fetchBaseQuery calls it with a Request alone. */
export const apiFetch = (request: RequestInfo): Promise<Response> => transport(request as Request);

/** Replaces the transport (the server's render, once, when it loads the render bundle). */
export function setApiTransport(next: (request: Request) => Promise<Response>): void {
  transport = next;
}
