/**
 * The class of the sections laid out on demand (./sections.css styles them), in one place for the
 * celocli generator that writes it and the tests that look for it.
 */

/** Each command of a celocli topic page (scripts/celocli-docs/generate.ts). */
export const CLI_COMMAND_CLASS = 'cli-command';
