/**
 * The drift issue: what the workflow sends for each report and issue state (pure), and the requests
 * the GitHub caller makes, answered by a small local server with GitHub's response shapes.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {findDriftIssue, ISSUE_LABEL, ISSUE_MARKER, issueBody, MAX_BODY, planIssue} from '../../scripts/drift/issue';
import type {Report} from '../../scripts/drift/report';
import {updateIssue} from '../../scripts/drift/update-issue';

const C = 'c'.repeat(40);
const drifted: Report = {
  repositories: [
    {repo: 'celo-org/docs', url: 'https://github.com/celo-org/docs.git', head: 'd'.repeat(40), headDate: '2026-11-20'},
    {repo: 'celo-org/optimism', url: 'https://github.com/celo-org/optimism.git', unreachable: {why: 'network', detail: 'Could not resolve host: github.com'}},
  ],
  files: [
    {
      file: 'docs/network/index.md',
      entries: [
        {lines: [9], source: `celo-org/docs@${C}:a.md`, status: {kind: 'changed', stat: 'a.md | 2 +-', lines: ['-old', '+new'], moreLines: 0, commits: ['abc1234 2026-11-19 fix'], moreCommits: 0}},
        {lines: [10], source: `celo-org/docs@${C}:b.md`, status: {kind: 'unchanged'}},
      ],
    },
    {file: 'src/data/upgrades.ts', entries: [{lines: [40, 41], source: `celo-org/docs@${C}:c.md`, via: ['docs_jello'], status: {kind: 'deleted', commit: 'e'.repeat(40), date: '2026-11-18'}}]},
  ],
  drifted: true,
};
const clean: Report = {...drifted, files: [{file: 'docs/network/index.md', entries: [{lines: [9], source: `celo-org/docs@${C}:a.md`, status: {kind: 'unchanged'}}]}], drifted: false};
const cleanEverywhere: Report = {...clean, repositories: [drifted.repositories[0]!]};

describe('the drift issue plan', () => {
  it('opens the issue when drift appears, with each drifted source by page and line', () => {
    const plan = planIssue(drifted, undefined);
    expect(plan).toMatchObject({action: 'create', labels: [ISSUE_LABEL]});
    const body = plan.action === 'create' ? plan.body : '';
    expect(body.startsWith(ISSUE_MARKER)).toBe(true);
    expect(body).toContain(`docs/network/index.md:9: changed since the pin: celo-org/docs@${C}:a.md`);
    expect(body).toContain('src/data/upgrades.ts:40,41: deleted in eeeeeeeeeeee 2026-11-18');
    expect(body).not.toContain(':b.md');
    expect(body).toContain('- celo-org/optimism: Could not resolve host: github.com');
  });

  it('updates the issue only when the report changed', () => {
    const body = issueBody(drifted);
    expect(planIssue(drifted, {number: 7, body})).toEqual({action: 'none', reason: 'issue #7 already shows this report'});
    expect(planIssue(drifted, {number: 7, body: body.replace(/\n/g, '\r\n')}).action).toBe('none');
    expect(planIssue(drifted, {number: 7, body: `${ISSUE_MARKER}\nan older report`})).toEqual({action: 'update', number: 7, body});
  });

  it('closes the issue when a run that reached every repository finds no drift', () => {
    expect(planIssue(cleanEverywhere, {number: 7, body: 'x'})).toMatchObject({action: 'close', number: 7});
    expect(planIssue(cleanEverywhere, undefined).action).toBe('none');
  });

  it('leaves the issue open when a repository could not be reached', () => {
    expect(planIssue(clean, {number: 7, body: 'x'})).toMatchObject({action: 'none', reason: expect.stringContaining('celo-org/optimism could not be reached')});
  });

  it('keeps the body under the size GitHub accepts', () => {
    const many: Report = {...drifted, files: Array.from({length: 2000}, (_, i) => ({...drifted.files[0]!, file: `docs/page-${String(i).padStart(4, '0')}.md`}))};
    const body = issueBody(many);
    expect(body.length).toBeLessThanOrEqual(MAX_BODY + 1000);
    expect(body).toMatch(/_\d+ more files with drift are not shown/);
  });

  it('finds its own issue among the labelled ones', () => {
    expect(findDriftIssue([{number: 9, body: `${ISSUE_MARKER} x`}, {number: 4, body: 'someone else'}, {number: 5, body: ISSUE_MARKER, pull_request: {}}, {number: 6, body: ISSUE_MARKER}])).toEqual({number: 6, body: ISSUE_MARKER});
  });
});

describe('the GitHub caller', () => {
  const requests: {method: string; url: string; body: unknown; auth?: string}[] = [];
  let openIssues: unknown[] = [];
  let server: http.Server;
  let api = '';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        requests.push({method: req.method!, url: req.url!, body: raw ? JSON.parse(raw) : undefined, auth: req.headers.authorization});
        res.setHeader('content-type', 'application/json');
        if (req.method === 'GET') res.end(JSON.stringify(openIssues));
        else if (req.method === 'POST' && req.url!.endsWith('/issues')) res.writeHead(201).end(JSON.stringify({number: 42}));
        else res.end(JSON.stringify({}));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const gh = () => ({api, repository: 'celo-org/docs-site', token: 't0ken'});

  it('creates the issue, with the label, when none is open', async () => {
    requests.length = 0;
    openIssues = [];
    const done = await updateIssue(gh(), drifted);
    expect(done).toMatchObject({action: 'create', number: 42});
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /repos/celo-org/docs-site/issues?state=open&labels=source-drift&per_page=100', 'POST /repos/celo-org/docs-site/issues']);
    expect(requests[1]!.body).toMatchObject({labels: ['source-drift']});
    expect(requests[0]!.auth).toBe('Bearer t0ken');
  });

  it('updates the open issue, then closes it with a comment when clean', async () => {
    requests.length = 0;
    openIssues = [{number: 12, body: `${ISSUE_MARKER}\nolder`}];
    await updateIssue(gh(), drifted);
    await updateIssue(gh(), cleanEverywhere);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /repos/celo-org/docs-site/issues?state=open&labels=source-drift&per_page=100',
      'PATCH /repos/celo-org/docs-site/issues/12',
      'GET /repos/celo-org/docs-site/issues?state=open&labels=source-drift&per_page=100',
      'POST /repos/celo-org/docs-site/issues/12/comments',
      'PATCH /repos/celo-org/docs-site/issues/12',
    ]);
    expect(requests[4]!.body).toEqual({state: 'closed', state_reason: 'completed'});
  });
});
