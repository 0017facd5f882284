/** The module the MCP bundler (mcp/bundle.mjs) writes into the bundle: the build's files and origin. */
declare module 'virtual:mcp-build' {
  /** The files the tools read, by their path inside the build folder. */
  export const files: Record<string, string>;
  /** The site's public origin (SITE_URL when the site was built). */
  export const origin: string;
}
