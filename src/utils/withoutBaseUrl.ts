/**
 * A page's path without its language prefix (`/es/build/quickstart` → `/build/quickstart` for baseUrl
 * `/es/`): used for a language's social cards (in its own folder) and for the same page in English.
 */
export function withoutBaseUrl(pathname: string, baseUrl: string): string {
  return baseUrl !== '/' && pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
}
