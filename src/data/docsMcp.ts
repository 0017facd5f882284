/**
 * The docs MCP endpoint this site serves at its own origin, and the one-line client configurations
 * that connect to it. llms.txt, the agent skill (src/plugins/ai-docs) and the "Use the docs with AI"
 * page render them from here, so the path and the server name change in one place.
 *
 * Client formats: Claude Code's `claude mcp add --transport http <name> <url>`
 * (https://docs.anthropic.com/en/docs/claude-code/mcp), Cursor's `mcpServers` with a `url`
 * (https://cursor.com/docs/mcp), VS Code's `servers` with `"type": "http"`
 * (https://code.visualstudio.com/docs/copilot/customization/mcp-servers).
 */

/** Path of the Streamable HTTP endpoint on the site's origin. */
export const docsMcpPath = '/mcp';

/** The name clients register the server under. */
export const docsMcpServerName = 'celo-docs';

/** The endpoint URL for a site origin such as `https://docs.celo.org`. */
export function docsMcpUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}${docsMcpPath}`;
}

export interface McpClientConfig {
  client: string;
  /** The files the line goes in, first the project's; none: it is a command for a terminal. */
  files: string[];
  language: 'bash' | 'json';
  line: string;
}

/** One line per client, each complete on its own. */
export function docsMcpClientConfigs(origin: string): McpClientConfig[] {
  const url = docsMcpUrl(origin);
  const name = docsMcpServerName;
  return [
    {client: 'Claude Code', files: [], language: 'bash', line: `claude mcp add --transport http ${name} ${url}`},
    {client: 'Cursor', files: ['.cursor/mcp.json', '~/.cursor/mcp.json'], language: 'json', line: JSON.stringify({mcpServers: {[name]: {url}}})},
    {client: 'VS Code', files: ['.vscode/mcp.json'], language: 'json', line: JSON.stringify({servers: {[name]: {type: 'http', url}}})},
  ];
}

/** Where a client's line goes, in words: "a terminal", or its files joined with "or". */
export function docsMcpWhere(config: McpClientConfig, code: (file: string) => string = (f) => f): string {
  return config.files.length === 0 ? 'a terminal' : config.files.map(code).join(' or ');
}
