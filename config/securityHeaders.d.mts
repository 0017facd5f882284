export interface ExtraOrigins {
  script: string[];
  connect: string[];
}
export const PLAYGROUND_FRAME_PATH: string;
export function contentSecurityPolicy(extra?: ExtraOrigins): string;
export function playgroundFramePolicy(): string;
export function securityHeaders(extra?: ExtraOrigins): Record<string, string>;
export function playgroundFrameHeaders(): Record<string, string>;
