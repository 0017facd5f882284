/**
 * Sends the plan of ./issue.ts to GitHub's REST API: finds the open drift issue, then creates,
 * updates or closes it. Run by .github/workflows/source-drift.yml:
 *
 *   npx tsx scripts/drift/update-issue.ts drift-report.json
 *
 * Needs GITHUB_TOKEN (issues: write) and GITHUB_REPOSITORY (`owner/name`); GITHUB_API_URL defaults
 * to https://api.github.com.
 */
import fs from 'node:fs';
import {findDriftIssue, ISSUE_LABEL, planIssue, type IssuePlan} from './issue';
import type {Report} from './report';

export interface GitHub {
  api: string;
  repository: string;
  token: string;
}

async function call(gh: GitHub, method: string, route: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${gh.api}/repos/${gh.repository}${route}`, {
    method,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${gh.token}`,
      'x-github-api-version': '2022-11-28',
      'user-agent': 'celo-docs check:drift',
      ...(body ? {'content-type': 'application/json'} : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${route}: GitHub answered ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

/** Finds the drift issue, plans, and sends the plan; returns what was done. */
export async function updateIssue(gh: GitHub, report: Report): Promise<IssuePlan & {number?: number}> {
  const open = (await call(gh, 'GET', `/issues?state=open&labels=${ISSUE_LABEL}&per_page=100`)) as {number: number; body?: string | null; pull_request?: unknown}[];
  const plan = planIssue(report, findDriftIssue(open));
  switch (plan.action) {
    case 'create': {
      const created = (await call(gh, 'POST', '/issues', {title: plan.title, body: plan.body, labels: plan.labels})) as {number: number};
      return {...plan, number: created.number};
    }
    case 'update':
      await call(gh, 'PATCH', `/issues/${plan.number}`, {body: plan.body});
      return plan;
    case 'close':
      await call(gh, 'POST', `/issues/${plan.number}/comments`, {body: plan.comment});
      await call(gh, 'PATCH', `/issues/${plan.number}`, {state: 'closed', state_reason: 'completed'});
      return plan;
    case 'none':
      return plan;
  }
}

async function main(): Promise<void> {
  const [file] = process.argv.slice(2);
  const {GITHUB_TOKEN, GITHUB_REPOSITORY, GITHUB_API_URL} = process.env;
  if (!file || !GITHUB_TOKEN || !GITHUB_REPOSITORY) {
    console.error('Usage: GITHUB_TOKEN=… GITHUB_REPOSITORY=owner/name npx tsx scripts/drift/update-issue.ts <report.json>');
    process.exit(2);
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as Report;
  const done = await updateIssue({api: GITHUB_API_URL ?? 'https://api.github.com', repository: GITHUB_REPOSITORY, token: GITHUB_TOKEN}, report);
  const what = done.action === 'none' ? `nothing to send: ${done.reason}` : `${done.action}d issue #${done.number}`;
  console.log(`source drift issue: ${what}`);
}

if (process.argv[1] && /update-issue\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
