/**
 * The classes of the sections laid out on demand (./sections.css styles them): one place for the
 * names the rehype plugin and the celocli generator write.
 */

/** Each h2 of a long docs page and what follows it (./rehype/onDemandSections.ts). */
export const DOC_SECTION_CLASS = 'doc-section';

/** Each command of a celocli topic page (scripts/celocli-docs/generate.ts). */
export const CLI_COMMAND_CLASS = 'cli-command';
