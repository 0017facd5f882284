// The MCP handler (mcp/httpHandler.ts, a Web `Request → Response` function) behind a Node HTTP
// server: scripts/serve.mjs with the build's bundle (mcp/bundle.mjs), and `npm run mcp -- --http`.
// Hosts give a function a whole Request; here the body is read first, within limits a slow or
// oversized client cannot stretch:
//   - the body must arrive within `bodyTimeout` ms of the request (default 10 s): past that the
//     client gets 408 and its socket is closed, so a client sending a byte a minute holds nothing;
//   - the body may be at most `maxBodyBytes`: past that, 413 and the socket is closed, without
//     keeping what was sent.
// The client's address for the rate limit is the socket's, never a header a client could forge.
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

export const BODY_TIMEOUT_MS = 10_000;

/** The path the endpoint answers at. */
export const MCP_PATH = '/mcp';

/** True for `/mcp` with or without a query string. */
export const isMcpRequest = (url = '/') => url === MCP_PATH || url.startsWith(`${MCP_PATH}?`);

/**
 * The MCP bundle of a build (`<build>-functions/mcp.mjs`), or null when the build has none.
 * @param {string} buildDir
 */
export async function loadMcpBundle(buildDir) {
  const file = path.join(`${path.resolve(buildDir)}-functions`, 'mcp.mjs');
  if (!fs.existsSync(file)) return null;
  const bundle = await import(pathToFileURL(file).href);
  return {file, handle: bundle.handleMcp, maxBodyBytes: bundle.maxBodyBytes};
}

/** A JSON-RPC error the adapter answers itself, closing the connection. */
function refuse(res, status, code, message, headers) {
  if (res.headersSent) return res.destroy();
  const body = JSON.stringify({jsonrpc: '2.0', id: null, error: {code, message}});
  res.writeHead(status, {...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Connection: 'close'});
  res.end(body, () => res.socket?.destroy());
}

/**
 * Answers one request with the handler.
 * @param {(request: Request, info?: {clientAddress?: string}) => Promise<Response>} handle
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{maxBodyBytes: number, bodyTimeout?: number, headers?: Record<string, string>}} options
 *   headers: sent with every answer (scripts/serve.mjs's security headers)
 */
export async function answerMcp(handle, req, res, {maxBodyBytes, bodyTimeout = BODY_TIMEOUT_MS, headers = {}}) {
  let body;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    body = await new Promise((resolve) => {
      const chunks = [];
      let size = 0;
      const done = (value) => {
        clearTimeout(timer);
        req.removeAllListeners('data');
        resolve(value);
      };
      const timer = setTimeout(() => {
        refuse(res, 408, -32000, `Request timeout: the body must arrive within ${bodyTimeout / 1000} s.`, headers);
        done(null);
      }, bodyTimeout);
      req.on('data', (chunk) => {
        size += chunk.length;
        if (size > maxBodyBytes) {
          refuse(res, 413, -32000, `Payload too large: a request body must be at most ${maxBodyBytes} bytes.`, headers);
          done(null);
        } else chunks.push(chunk);
      });
      req.on('end', () => done(Buffer.concat(chunks)));
      req.on('error', () => done(null));
    });
    if (body === null) return;
  }
  const requestHeaders = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) requestHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // The URL's host is only where the request says it went; the handler checks the Host header itself.
  let request;
  try {
    request = new Request(new URL(req.url ?? '/', 'http://localhost'), {method: req.method, headers: requestHeaders, body: body?.length ? body : undefined});
  } catch {
    // A method the Fetch API refuses (CONNECT, TRACE) or a header it cannot carry.
    return refuse(res, 405, -32000, 'Method not allowed: send MCP messages with POST.', {...headers, Allow: 'POST'});
  }
  const response = await handle(request, {clientAddress: req.socket.remoteAddress});
  const out = {...headers};
  response.headers.forEach((value, name) => {
    out[name] = value;
  });
  const payload = Buffer.from(await response.arrayBuffer());
  out['content-length'] = String(payload.length);
  res.writeHead(response.status, out);
  res.end(req.method === 'HEAD' ? undefined : payload);
}
