/**
 * The docs MCP server over Streamable HTTP as one Web-standard function, `(request) => response`,
 * the shape Vercel, Netlify and any Fetch-API runtime call. Stateless: each POST gets a fresh
 * `McpServer` (./docsServer.ts) and the SDK's `WebStandardStreamableHTTPServerTransport`, with JSON
 * responses, so no session lives between requests and any instance can answer any request.
 *
 * Before the SDK sees a request:
 * - `Host` and `Origin` are checked against an allow-list (the site's origin from SITE_URL, and
 *   localhost, 127.0.0.1 and [::1] on any port), so a page on another origin that rebinds its DNS
 *   name to a local address gets 403, not tool results. A request without `Origin` (a
 *   non-browser client) is checked by `Host` alone.
 * - Each client (by address) gets `rateLimit.requests` requests per `rateLimit.windowMs`, counted
 *   in this instance's memory; past that, 429 with `Retry-After`. On a serverless host each
 *   instance counts on its own, so the limit is per instance: a floor, not an exact quota.
 * - Only POST is served (no server-initiated stream is offered): GET and DELETE get 405, which
 *   the SDK's client takes as "no stream", and any other method too.
 * Every refusal is a JSON-RPC error object, as the SDK's own refusals are. The SDK then limits the
 * body (`maxBodyBytes`, 413) and refuses malformed JSON-RPC; the tools keep their own limits (query
 * length, results per call, path length: LIMITS in ./docsTools.ts).
 */
import {WebStandardStreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type {DocsSite} from './docsTools';
import {createDocsServer} from './docsServer';

export const HTTP_LIMITS = {
  /** A tool call is well under 1 KiB; the largest a client could need (a 512-character path) too. */
  maxBodyBytes: 64 * 1024,
  /** Requests per client and window. A session's start is 3 requests, then one per tool call. */
  rateLimit: {requests: 120, windowMs: 60_000},
  /** Clients tracked at once; past that the oldest windows are forgotten (memory stays bounded). */
  maxClients: 10_000,
} as const;

/** What the host knows of the request beyond its headers. */
export interface ClientInfo {
  /** The client's address, from the connection (the Node server) or the host (Netlify's context.ip). */
  clientAddress?: string;
}

export type McpHandler = (request: Request, info?: ClientInfo) => Promise<Response>;

export interface McpHandlerOptions {
  /** The site's public origin (SITE_URL): its host and origin are allowed. */
  origin: string;
  /** Per-client limit, or null for none. */
  rateLimit?: {requests: number; windowMs: number} | null;
  maxBodyBytes?: number;
  /** The clock, for tests. */
  now?: () => number;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A `Host` header's name without its port (`[::1]:3000` → `[::1]`), lower-cased. */
function hostName(host: string): string {
  const match = /^(\[[^\]]*\]|[^:]*)(?::\d{1,5})?$/.exec(host.trim().toLowerCase());
  return match ? match[1]! : '';
}

/** A JSON-RPC error response (id null: the request was refused before it was read). */
export function jsonRpcError(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({jsonrpc: '2.0', id: null, error: {code, message}}), {
    status,
    headers: {'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers},
  });
}

/** Who the client is: the host's word first, then the headers hosts set (Vercel replaces what a client sends in them). */
function clientKey(request: Request, info?: ClientInfo): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return info?.clientAddress || request.headers.get('x-nf-client-connection-ip') || request.headers.get('x-real-ip') || forwarded || 'unknown';
}

/** A fixed-window counter per client, in memory. */
function createRateLimiter(requests: number, windowMs: number, now: () => number) {
  const windows = new Map<string, {count: number; resetAt: number}>();
  return (key: string): number | null => {
    const time = now();
    let window = windows.get(key);
    if (!window || window.resetAt <= time) {
      windows.delete(key);
      window = {count: 0, resetAt: time + windowMs};
      windows.set(key, window);
      // Map order is insertion order: the first entries are the oldest windows.
      for (const oldest of windows.keys()) {
        if (windows.size <= HTTP_LIMITS.maxClients) break;
        windows.delete(oldest);
      }
    }
    window.count += 1;
    return window.count > requests ? Math.max(1, Math.ceil((window.resetAt - time) / 1000)) : null;
  };
}

export function createMcpHandler(site: DocsSite, options: McpHandlerOptions): McpHandler {
  const siteUrl = new URL(options.origin);
  const allowedOrigin = (origin: string) => {
    if (origin === siteUrl.origin) return true;
    try {
      const url = new URL(origin);
      return (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTS.has(url.hostname) && url.origin === origin;
    } catch {
      return false;
    }
  };
  const allowedHost = (host: string) => host.toLowerCase() === siteUrl.host || LOCAL_HOSTS.has(hostName(host));
  const limit = options.rateLimit === undefined ? HTTP_LIMITS.rateLimit : options.rateLimit;
  const limited = limit ? createRateLimiter(limit.requests, limit.windowMs, options.now ?? Date.now) : () => null;
  const maxBodyBytes = options.maxBodyBytes ?? HTTP_LIMITS.maxBodyBytes;

  return async (request, info) => {
    const host = request.headers.get('host') ?? new URL(request.url).host;
    if (!allowedHost(host)) {
      return jsonRpcError(403, -32000, `Forbidden: this endpoint answers requests for ${siteUrl.host} or a local address, not "${host.slice(0, 100)}".`);
    }
    const origin = request.headers.get('origin');
    if (origin !== null && !allowedOrigin(origin)) {
      return jsonRpcError(403, -32000, `Forbidden: requests from the origin "${origin.slice(0, 100)}" are not accepted; pages of ${siteUrl.origin} and local tools are.`);
    }
    const retryAfter = limited(clientKey(request, info));
    if (retryAfter !== null && limit) {
      return jsonRpcError(429, -32000, `Too many requests: at most ${limit.requests} every ${limit.windowMs / 1000} s per client. Retry in ${retryAfter} s.`, {
        'Retry-After': String(retryAfter),
      });
    }
    if (request.method !== 'POST') {
      return jsonRpcError(405, -32000, 'Method not allowed: send MCP messages with POST (this endpoint is stateless and offers no event stream).', {Allow: 'POST'});
    }
    const server = createDocsServer(site);
    const transport = new WebStandardStreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize: maxBodyBytes});
    try {
      await server.connect(transport);
      // JSON responses: the response is whole when this resolves, so the server can close.
      return await transport.handleRequest(request);
    } catch (error) {
      return jsonRpcError(500, -32603, `Internal error: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await server.close().catch(() => {});
    }
  };
}
