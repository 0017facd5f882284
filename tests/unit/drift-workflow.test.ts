/**
 * The weekly source-drift workflow: valid YAML, every action pinned to a full commit, the least
 * permissions it needs (read the repository, write issues), and the commands it runs exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

const ROOT = path.resolve(__dirname, '../..');
const FILE = '.github/workflows/source-drift.yml';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: {schedule?: {cron: string}[]; workflow_dispatch?: unknown};
  permissions: Record<string, string>;
  jobs: Record<string, {permissions?: unknown; steps: Step[]}>;
}

const text = fs.readFileSync(path.join(ROOT, FILE), 'utf8');
const workflow = parse(text) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

describe(FILE, () => {
  it('runs every week, and on demand', () => {
    expect(workflow.on.schedule?.map((s) => s.cron)).toEqual([expect.stringMatching(/^\d+ \d+ \* \* [0-6]$/)]);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
  });

  it('asks for the least permissions: read the repository, write issues', () => {
    expect(workflow.permissions).toEqual({contents: 'read', issues: 'write'});
    for (const [name, job] of Object.entries(workflow.jobs)) expect(job.permissions, `job ${name} widens the permissions`).toBeUndefined();
  });

  it('pins every action to a full commit, with the version in a comment', () => {
    const uses = steps.flatMap((s) => (s.uses ? [s.uses] : []));
    expect(uses.length).toBeGreaterThan(0);
    for (const use of uses) {
      expect(use, `${use}: pin the action to a 40-hex commit`).toMatch(/^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@[0-9a-f]{40}$/);
      const line = text.split('\n').find((l) => l.includes(use));
      expect(line, `${use}: say which version the commit is (# vX.Y.Z)`).toMatch(/# v\d+\.\d+\.\d+$/);
    }
  });

  it('does not keep the token in the checkout', () => {
    const checkout = steps.find((s) => s.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with?.['persist-credentials']).toBe(false);
  });

  it('runs the drift check and the issue script of this repository', () => {
    const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>}).scripts;
    const runs = steps.flatMap((s) => (s.run ? [s.run] : [])).join('\n');
    expect(runs).toContain('npm run --silent check:drift -- --json');
    expect(scripts['check:drift']).toBe('tsx scripts/drift/check.ts');
    const issueScript = /npx tsx (scripts\/drift\/\S+\.ts)/.exec(runs)?.[1];
    expect(issueScript && fs.existsSync(path.join(ROOT, issueScript))).toBe(true);
  });
});
