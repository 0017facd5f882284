/**
 * Which sources are not pinned, so drift could not be seen there. A repository file is pinned when it
 * names the full 40-hex commit that was read (`owner/name@<commit>:path`); an https page in a
 * `// src:` comment is pinned by the day it was read, written in the same comment
 * (`https://... (read 2026-11-23)`). A page's https sources are dated by its `last_reviewed`.
 * tests/unit/provenance.test.ts fails on every problem found here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {isPinnedRepoFile, parseRepoFile} from '../../src/data/sources';
import {dataModuleSources, type SourceNames} from './dataSources';
import {pageSources} from './pageSources';

export interface PinProblem {
  file: string;
  line: number;
  message: string;
}

/** The shared names of `// src:` comments, and the module that defines them. */
export const SOURCE_KEYS_MODULE = 'src/data/sourceKeys.ts';

const pinHint = (source: string) => {
  const repo = parseRepoFile(source);
  return repo ? `${repo.repo}@<40-hex commit>:${repo.path}` : source;
};

/** Repository-file sources of a page that do not name a full commit. */
export function pagePinProblems(file: string, text: string): PinProblem[] {
  return pageSources(file, text)
    .filter((use) => parseRepoFile(use.source) && !isPinnedRepoFile(use.source))
    .map((use) => ({file, line: use.line, message: `source ${use.source} is not pinned: write ${pinHint(use.source)}, the commit you read`}));
}

const DAY = /\b\d{4}-\d{2}-\d{2}\b/;

/** Unpinned sources of a data module: in its code (`sources` fields, source constants) and in its `// src:` comments. */
export function dataPinProblems(file: string, text: string, shared: SourceNames): PinProblem[] {
  const read = dataModuleSources(file, text, shared);
  const problems: PinProblem[] = read.unpinnedInCode.map(({line, source}) => ({
    file,
    line,
    message: `source ${source} is not pinned: write ${pinHint(source)}, the commit you read`,
  }));
  for (const comment of read.comments) {
    const say = (message: string) => problems.push({file, line: comment.line, message});
    let pinned = 0;
    for (const source of comment.written) {
      if (parseRepoFile(source)) {
        if (isPinnedRepoFile(source)) pinned += 1;
        else say(`source ${source} is not pinned: write ${pinHint(source)}, the commit you read`);
      } else if (DAY.test(comment.text)) {
        pinned += 1;
      } else {
        say(`${source} needs the day it was read in the comment, as "(read YYYY-MM-DD)"`);
      }
    }
    for (const {name, sources} of comment.named) {
      const loose = sources.filter((s) => !isPinnedRepoFile(s));
      if (loose.length > 0) say(`${name} stands for ${loose.join(', ')}, which is not pinned`);
      else pinned += 1;
    }
    if (pinned === 0 && comment.written.length === 0 && comment.named.length === 0 && !/^derived from\b/i.test(comment.text)) {
      say(
        `"src: ${comment.text.slice(0, 60)}" names no pinned source: write owner/name@<40-hex commit>:path, an https URL with ` +
          `"(read YYYY-MM-DD)", a source constant of this module, a key of ${SOURCE_KEYS_MODULE}, or "derived from ..."`,
      );
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}

/** The keys of src/data/sourceKeys.ts, with the sources each stands for (empty when the module is absent). */
export function sharedSourceNames(root: string): SourceNames {
  const file = path.join(root, SOURCE_KEYS_MODULE);
  if (!fs.existsSync(file)) return new Map();
  return dataModuleSources(SOURCE_KEYS_MODULE, fs.readFileSync(file, 'utf8')).names;
}

/** Every TypeScript module of src/data, sorted, from the repository root. */
export function dataModules(root: string): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  return walk(path.join(root, 'src/data'))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
}
