/**
 * The docs MCP server: the built site's search, Markdown pages, networks and contracts as tools
 * for coding assistants. No network access: it reads `build/` and `src/data`.
 *
 *   npm run mcp                              stdio (Claude Code, Cursor, VS Code)
 *   npm run mcp -- --http --port 3100        Streamable HTTP at http://127.0.0.1:3100/mcp
 *   options: --build <dir> (default build), --host <addr>, --origin <public site URL>
 *
 * Over HTTP it answers with the handler the site deploys (./httpHandler.ts, through ./node.mjs):
 * the same Host and Origin checks, rate limit and body limits. On stdio a malformed line or an
 * oversized message gets a JSON-RPC error and the server stays up (./stdio.ts).
 */
import http from 'node:http';
import {parseArgs} from 'node:util';
import {pathToFileURL} from 'node:url';
import {openDocsSite, type DocsSite} from './docsTools';
import {createDocsServer} from './docsServer';
import {HTTP_LIMITS, createMcpHandler} from './httpHandler';
import {LineTransport} from './stdio';
import {answerMcp, isMcpRequest} from './node.mjs';
import {siteUrl} from '../config/aiDocs';

export {createDocsServer} from './docsServer';

async function main() {
  const {values} = parseArgs({
    options: {
      http: {type: 'boolean', default: false},
      port: {type: 'string', default: '3100'},
      host: {type: 'string', default: '127.0.0.1'},
      build: {type: 'string', default: 'build'},
      origin: {type: 'string'},
    },
  });
  const origin = values.origin ? siteUrl({SITE_URL: values.origin}) : siteUrl(process.env);
  let site: DocsSite;
  try {
    site = openDocsSite(values.build, origin);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }

  if (!values.http) {
    const server = createDocsServer(site);
    // A client's mistake is answered on stdout; the operator sees it on stderr.
    server.server.onerror = (error) => console.error(`[celo-docs mcp] ${error.message}`);
    await server.connect(new LineTransport());
    return;
  }

  const handle = createMcpHandler(site, {origin});
  const server = http.createServer({headersTimeout: 10_000, requestTimeout: 30_000}, (req, res) => {
    if (!isMcpRequest(req.url)) {
      res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'}).end('The MCP endpoint is /mcp');
      return;
    }
    answerMcp(handle, req, res, {maxBodyBytes: HTTP_LIMITS.maxBodyBytes}).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'}).end(`MCP error: ${String(error)}`);
      else res.destroy();
    });
  });
  server.listen(Number(values.port), values.host, () => {
    console.error(`Celo docs MCP server at http://${values.host}:${values.port}/mcp (build: ${values.build})`);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void main();
}
