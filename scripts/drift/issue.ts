/**
 * The one open issue that carries the drift report (.github/workflows/source-drift.yml). Given the
 * report and the issue as it is, `planIssue` says what to send: open it when drift appears, update
 * its body when the report changed, close it when a full run finds none, and nothing otherwise.
 * Pure; scripts/drift/update-issue.ts sends the plan to GitHub.
 */
import {entryText, isDrift, type Report} from './report';

/** The label the workflow's issue carries, and the marker in its body that tells it from others. */
export const ISSUE_LABEL = 'source-drift';
export const ISSUE_MARKER = '<!-- check:drift report -->';
export const ISSUE_TITLE = 'Source drift: pages and data to re-read against their sources';
/** GitHub refuses an issue body longer than 65,536 characters. */
export const MAX_BODY = 60_000;

export interface CurrentIssue {
  number: number;
  body: string;
}

export type IssuePlan =
  | {action: 'create'; title: string; body: string; labels: string[]}
  | {action: 'update'; number: number; body: string}
  | {action: 'close'; number: number; comment: string}
  | {action: 'none'; reason: string};

/** The issue body: what drifted, per file, and the repositories that could not be reached. Stable for the same report. */
export function issueBody(report: Report): string {
  const out: string[] = [
    ISSUE_MARKER,
    'The weekly `npm run check:drift` found sources that changed upstream since the commit a page or data module was checked against.',
    'For each one: re-read the source at the default branch, correct the page or the data if a fact changed, then pin the commit you read',
    '(CONTRIBUTING.md, "Act on a drift report"). This issue is updated by the workflow and closed when a run finds no drift.',
    '',
  ];
  const sections: string[] = [];
  for (const file of report.files) {
    const lines = file.entries.filter((e) => isDrift(e.status)).flatMap((e) => entryText(file.file, e));
    if (lines.length > 0) sections.push(`### ${file.file}\n\n\`\`\`text\n${lines.join('\n').replaceAll('```', "'''")}\n\`\`\`\n`);
  }
  const away = report.repositories.filter((r) => r.unreachable && r.unreachable.why !== 'not-found');
  const tail: string[] = [];
  if (away.length > 0) {
    tail.push('### Not compared', '', ...away.map((r) => `- ${r.repo}: ${r.unreachable!.detail}`), '');
  }
  let body = out.join('\n');
  let left = sections.length;
  for (const section of sections) {
    if (body.length + section.length + tail.join('\n').length > MAX_BODY) {
      body += `\n_${left} more files with drift are not shown (the issue has a size limit); run \`npm run check:drift\` for the full report._\n`;
      break;
    }
    body += `\n${section}`;
    left -= 1;
  }
  return `${body}\n${tail.join('\n')}`.trimEnd() + '\n';
}

/** What to send, given the report and the open drift issue (undefined when there is none). */
export function planIssue(report: Report, current: CurrentIssue | undefined): IssuePlan {
  const unreached = report.repositories.filter((r) => r.unreachable && r.unreachable.why !== 'not-found');
  if (report.drifted) {
    const body = issueBody(report);
    if (!current) return {action: 'create', title: ISSUE_TITLE, body, labels: [ISSUE_LABEL]};
    if (current.body.replace(/\r\n/g, '\n') === body) return {action: 'none', reason: `issue #${current.number} already shows this report`};
    return {action: 'update', number: current.number, body};
  }
  if (!current) return {action: 'none', reason: 'no drift, and no open drift issue'};
  if (unreached.length > 0) {
    // Sources in those repositories were not compared: the drift the issue lists may still be there.
    return {action: 'none', reason: `no drift found, but ${unreached.map((r) => r.repo).join(', ')} could not be reached; issue #${current.number} stays open`};
  }
  return {action: 'close', number: current.number, comment: 'A full run of `npm run check:drift` found no drift: every pinned source matches its repository. Closing.'};
}

/** The drift issue among open issues with the label: the oldest one carrying the marker. */
export function findDriftIssue(issues: readonly {number: number; body?: string | null; pull_request?: unknown}[]): CurrentIssue | undefined {
  return issues
    .filter((i) => !i.pull_request && (i.body ?? '').includes(ISSUE_MARKER))
    .sort((a, b) => a.number - b.number)
    .map((i) => ({number: i.number, body: i.body ?? ''}))[0];
}
