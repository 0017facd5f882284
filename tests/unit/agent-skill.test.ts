import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse as parseYaml} from 'yaml';
import {agentAccess, SKILL_DESCRIPTION, SKILL_NAME, SKILL_PATH, skillDocument} from '../../src/plugins/ai-docs/agentAccess';
import {agentPointerTag} from '../../src/plugins/ai-docs';
import {docsMcpClientConfigs, docsMcpUrl} from '../../src/data/docsMcp';
import {networks} from '../../src/data/networks';

// The site's agent skill (Agent Skills format: https://agentskills.io/specification), written by
// src/plugins/ai-docs at /skills/celo-docs/SKILL.md and linked from llms.txt.
const ORIGIN = 'https://docs.celo.org';
const doc = skillDocument(ORIGIN);
const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(doc);

describe('agent skill', () => {
  it('is a SKILL.md in a folder named after the skill', () => {
    expect(path.posix.basename(SKILL_PATH)).toBe('SKILL.md');
    expect(path.posix.basename(path.posix.dirname(SKILL_PATH))).toBe(SKILL_NAME);
  });

  it('opens with valid YAML front matter: a name in the allowed form and a description within the limit', () => {
    expect(frontMatter).not.toBeNull();
    const meta = parseYaml(frontMatter![1]!) as Record<string, unknown>;
    expect(Object.keys(meta).sort()).toEqual(['description', 'name']);
    expect(meta.name).toBe(SKILL_NAME);
    expect(meta.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect((meta.name as string).length).toBeLessThanOrEqual(64);
    expect(meta.description).toBe(SKILL_DESCRIPTION);
    expect((meta.description as string).length).toBeGreaterThan(0);
    expect((meta.description as string).length).toBeLessThanOrEqual(1024);
  });

  it('tells an agent about the MCP endpoint, each client line, the Markdown twins and llms.txt', () => {
    const body = doc.slice(frontMatter![0].length);
    expect(body.trimStart()).toMatch(/^# /);
    expect(body).toContain(docsMcpUrl(ORIGIN));
    for (const config of docsMcpClientConfigs(ORIGIN)) expect(body).toContain(config.line);
    for (const tool of ['search_docs', 'get_page', 'get_network', 'get_contract']) expect(body).toContain(`\`${tool}\``);
    expect(body).toContain(`${ORIGIN}/llms.txt`);
    expect(body).toContain('Accept: text/markdown');
    expect(body).toContain(`chain ID ${networks.celoSepolia.chainId}`);
  });

  it('is linked from llms.txt, next to the endpoint and its client lines', () => {
    const access = agentAccess(ORIGIN);
    expect(access).toContain(`](${ORIGIN}${SKILL_PATH})`);
    expect(access).toContain(`\`${docsMcpUrl(ORIGIN)}\``);
    for (const config of docsMcpClientConfigs(ORIGIN)) expect(access).toContain(`\`${config.line}\``);
    // The endpoint is not a Markdown link: agents that follow llms.txt links would GET it as a page.
    expect(access).not.toContain(`](${docsMcpUrl(ORIGIN)})`);
  });
});

describe('MCP client lines', () => {
  it('name the endpoint for Claude Code, Cursor (mcpServers) and VS Code (servers)', () => {
    const [claude, cursor, vscode] = docsMcpClientConfigs('https://preview.example.org/');
    expect(claude!.line).toBe('claude mcp add --transport http celo-docs https://preview.example.org/mcp');
    expect(JSON.parse(cursor!.line)).toEqual({mcpServers: {'celo-docs': {url: 'https://preview.example.org/mcp'}}});
    expect(JSON.parse(vscode!.line)).toEqual({servers: {'celo-docs': {type: 'http', url: 'https://preview.example.org/mcp'}}});
  });
});

describe('pointer for agents at the top of every page', () => {
  const tag = agentPointerTag(ORIGIN);
  it('is hidden from people: visually hidden, aria-hidden, nothing focusable', () => {
    expect(tag).toMatch(/^<p class="visually-hidden [^"]*" aria-hidden="true"/);
    expect(tag).not.toMatch(/<(a|button|input)\b|tabindex/);
    const css = fs.readFileSync(path.resolve(__dirname, '../../src/css/custom.css'), 'utf8');
    expect(css).toContain('.visually-hidden {');
  });
  it('names llms.txt, the .md twins and the MCP endpoint in one sentence agents read as prose', () => {
    const text = tag.replace(/<[^>]+>/g, '');
    expect(text).toMatch(/^For AI agents: /);
    expect(text).toContain(`${ORIGIN}/llms.txt`);
    expect(text).toContain('.md');
    expect(text).toContain(docsMcpUrl(ORIGIN));
    expect(text.length).toBeGreaterThan(80);
  });
});
