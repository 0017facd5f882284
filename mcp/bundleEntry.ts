/**
 * The entry of the MCP bundle (./bundle.mjs): the HTTP handler over the build's files, which the
 * bundler puts in `virtual:mcp-build` with the site's origin, so the function reads no file at run
 * time. `MCP_RATE_LIMIT` (requests a minute per client; 0 for none) is read where it runs.
 */
import {files, origin} from 'virtual:mcp-build';
import {memoryFiles, openDocsSite} from './docsTools';
import {HTTP_LIMITS, createMcpHandler} from './httpHandler';

function rateLimit(value: string | undefined) {
  if (value === undefined || value.trim() === '') return HTTP_LIMITS.rateLimit;
  const requests = Number(value);
  if (!Number.isInteger(requests) || requests < 0) throw new Error(`MCP_RATE_LIMIT must be a whole number of requests a minute, 0 for none (got "${value}").`);
  return requests === 0 ? null : {requests, windowMs: 60_000};
}

export const siteOrigin = origin;
export const maxBodyBytes = HTTP_LIMITS.maxBodyBytes;
export const handleMcp = createMcpHandler(openDocsSite(memoryFiles(files), origin), {origin, rateLimit: rateLimit(process.env.MCP_RATE_LIMIT)});
export default handleMcp;
