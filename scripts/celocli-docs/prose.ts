/**
 * The prose of the celocli data (src/data/celocli) that the reference pages show: descriptions of
 * topics, commands, arguments and flags, lifecycle notes, related-page labels, node aliases and config
 * keys. Each other language translates these sentences once, in src/data/celocli/translations/<locale>.json
 * (English sentence → translation), and the generator looks them up there (./strings.ts).
 */
import {configKeys, globalFlags, nodeAliases, tableFlags, topics as allTopics, type Topic} from '../../src/data/celocli';

/** Every sentence of the data that a generated page shows, each once, in the order the pages show them. */
export function celocliProse(topics: readonly Topic[] = allTopics): string[] {
  const found = new Set<string>();
  const add = (text: string | undefined) => {
    if (text) found.add(text);
  };
  for (const topic of [...topics].sort((a, b) => a.name.localeCompare(b.name))) {
    add(topic.description);
    if (topic.lifecycle.state !== 'current') add(topic.lifecycle.note);
    for (const command of topic.commands) {
      add(command.description);
      if (command.lifecycle && command.lifecycle.state !== 'current') add(command.lifecycle.note);
      for (const arg of command.args) add(arg.description);
      for (const flag of command.flags) add(flag.description);
    }
    for (const related of topic.related ?? []) add(related.label);
  }
  for (const flag of globalFlags) add(flag.description);
  for (const flag of tableFlags) add(flag.description);
  for (const alias of nodeAliases) add(alias.target);
  for (const key of configKeys) add(key.description);
  return [...found];
}
