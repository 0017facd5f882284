/** Types of ./codeStringsLoader.cjs for the unit tests that import its functions. */
export function siteNamespace(id: string): string | undefined;
export function entryStrings(all: Record<string, string>): Record<string, string>;
export function namespaceStrings(all: Record<string, string>, namespace: string): Record<string, string>;
export function moduleSource(all: Record<string, string>, resourceQuery: string): string;
