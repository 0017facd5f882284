/**
 * Where each celocli topic page's facts come from, for the page's `sources:`
 * front matter. Derived from each topic's lifecycle: current commands from the
 * 9.0.1 reference and command source at the developer-tooling commit the
 * facts were read at; removed or renamed ones from the release whose reference
 * last documented them; topics that never lived in developer-tooling from the
 * celo-org/docs file that documented them.
 */
import type {Sources, SourceRef} from '../sources';
import type {Topic} from './types';

// src: dt_cli_package (9.0.1 at HEAD); releaseCommits are the commits of the tags @celo/celocli@6.1.0 and @celo/celocli@7.1.0
const HEAD = '88cbd54f1c1c9f0c322f5e8d1af9d5c23fa2d557';
const releaseCommits: Record<string, string> = {
  '6.1.0': 'c7514dd9434d250e2b380313e54eccdcb75dca0d',
  '7.1.0': '103ca3561fb01fdd5489d239acd8f33f498354bb',
};

// src: derived from the entries below, each a celo-org/docs file at the commit read
const docsOnlyTopics: Record<string, SourceRef> = {
  utils: 'celo-org/docs@2f7bb974acb4595388b1bcd94db5cb70a4b70f74:docs/cli/utils.md',
  reserve: 'celo-org/docs@28d32fa08a67475ac721b2ee5904bcab547fed9b:docs/cli/reserve.md',
  grandamento: 'celo-org/docs@4cdbef62ba12895223e0a9905aa4a358cde420f5:docs/cli/grandamento.md',
};

/** The day the topic modules were last checked against these sources. */
export const celocliDataReviewed = '2026-11-22';

export function topicSources(topic: Topic): Sources {
  const docsOnly = docsOnlyTopics[topic.name];
  if (docsOnly) return [docsOnly];
  const refs: SourceRef[] = [];
  const versions = new Set<string>();
  const lifecycles = [topic.lifecycle, ...topic.commands.map((c) => c.lifecycle)];
  for (const lc of lifecycles) {
    if (lc && lc.state !== 'current' && lc.lastDocumentedIn) versions.add(lc.lastDocumentedIn);
  }
  const lc = topic.lifecycle;
  if (lc.state === 'current') {
    refs.push(
      `celo-org/developer-tooling@${HEAD}:docs/command-line-interface/${topic.name}.md`,
      `celo-org/developer-tooling@${HEAD}:packages/cli/src/commands/${topic.name}`,
    );
  } else if (lc.state === 'deprecated') {
    // Hidden from the reference but still in the source.
    refs.push(`celo-org/developer-tooling@${HEAD}:packages/cli/src/commands/${topic.name}`);
  } else if (lc.state === 'renamed' && lc.replacement) {
    // The old names are aliases declared in the new topic's commands.
    refs.push(`celo-org/developer-tooling@${HEAD}:packages/cli/src/commands/${lc.replacement}`);
  }
  for (const version of [...versions].sort()) {
    const commit = releaseCommits[version];
    if (commit) refs.push(`celo-org/developer-tooling@${commit}:docs/command-line-interface/${topic.name}.md`);
  }
  const [first, ...rest] = refs;
  if (!first) throw new Error(`celocli topic ${topic.name}: no source; add it to src/data/celocli/sources.ts`);
  return [first, ...rest];
}
