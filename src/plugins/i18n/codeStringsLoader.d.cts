/** Types of ./codeStringsLoader.cjs for the unit tests that import its functions. */
export function siteNamespace(id: string): string | undefined;
export function moduleSource(all: Record<string, string>, resourceQuery: string): string;
