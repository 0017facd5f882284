export interface ExtraOrigins {
  script: string[];
  connect: string[];
}
/** Third-party origins plus the sha256 hashes (`sha256-…`, without quotes) of the build's inline scripts. */
export interface PolicySources {
  script?: string[];
  connect?: string[];
  scriptHashes?: string[];
}
export const PLAYGROUND_FRAME_PATH: string;
export function contentSecurityPolicy(extra?: PolicySources): string;
export function playgroundFramePolicy(): string;
export function securityHeaders(extra?: PolicySources): Record<string, string>;
export function playgroundFrameHeaders(): Record<string, string>;
