export interface ExtraOrigins {
  script: string[];
  connect: string[];
}
export function contentSecurityPolicy(extra?: ExtraOrigins): string;
export function securityHeaders(extra?: ExtraOrigins): Record<string, string>;
