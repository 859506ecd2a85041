import { Agent, fetch as undiciFetch } from 'undici';

/**
 * Visitors the way the platform tells them apart: by the address their connection comes from.
 * All of 127.0.0.0/8 is loopback on Linux, so a client that binds its socket to a random address
 * in it is, to the gateway (and the database's per-address limit), a visitor of its own. No header
 * a client could forge is involved.
 */
export function visitorAddress(): string {
  const byte = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));
  return `127.${byte(1, 254)}.${byte(0, 255)}.${byte(1, 254)}`;
}

const agents = new Map<string, Agent>();

/** `fetch` whose connections come from `address` (a loopback address, see visitorAddress). */
export function fetchFrom(address: string): typeof fetch {
  let agent = agents.get(address);
  if (!agent) {
    agent = new Agent({ localAddress: address });
    agents.set(address, agent);
  }
  const dispatcher = agent;
  return ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    undiciFetch(input as never, { ...(init as object), dispatcher } as never)) as unknown as typeof fetch;
}

/** `fetch` from a new visitor address on every call. */
export const visitorFetch: typeof fetch = (input, init) => fetchFrom(visitorAddress())(input, init);
