// Stands in for theme-classic's `lib/prism-include-languages` client module:
// the languages are registered with the code block, in its lazy chunk
// (./client/highlighter.ts).
export {};
