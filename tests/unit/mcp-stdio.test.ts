// `npm run mcp` on stdio, as a client process sees it: the server over a fixture build answers
// malformed lines with JSON-RPC errors (-32700 for a line that is not JSON, -32600 for JSON that
// is not a JSON-RPC message) and refuses a message over 10 MiB, and stays up after each.
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {makeFixtureBuild} from './support/mcpFixture';

const root = path.resolve(__dirname, '..', '..');
let dir: string;
let child: ChildProcess;
let buffered = '';
const waiting: ((line: string) => void)[] = [];
const lines: string[] = [];

/** The next line the server writes. */
function nextLine(): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const take = (line: string) => resolve(JSON.parse(line) as Record<string, unknown>);
    const ready = lines.shift();
    if (ready !== undefined) take(ready);
    else waiting.push(take);
  });
}

function send(text: string) {
  child.stdin!.write(text);
}

beforeAll(async () => {
  dir = await makeFixtureBuild('mcp-stdio-');
  child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'mcp/server.ts'), '--build', dir], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    buffered += chunk;
    let end;
    while ((end = buffered.indexOf('\n')) !== -1) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      const waiter = waiting.shift();
      if (waiter) waiter(line);
      else lines.push(line);
    }
  });
  send(JSON.stringify({jsonrpc: '2.0', id: 0, method: 'initialize', params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'test', version: '1'}}}) + '\n');
  expect((await nextLine()).id).toBe(0);
  send(JSON.stringify({jsonrpc: '2.0', method: 'notifications/initialized'}) + '\n');
});

afterAll(() => {
  child?.kill();
  if (dir) fs.rmSync(path.dirname(dir), {recursive: true, force: true});
});

const stillUp = async (id: number) => {
  send(JSON.stringify({jsonrpc: '2.0', id, method: 'tools/call', params: {name: 'get_network', arguments: {name: 'mainnet'}}}) + '\n');
  const reply = await nextLine();
  expect(reply.id).toBe(id);
  expect(reply.result).toBeDefined();
};

describe('npm run mcp on stdio', () => {
  it('answers a line that is not JSON with -32700 and id null', async () => {
    send('this is not json\n');
    expect(await nextLine()).toEqual({jsonrpc: '2.0', id: null, error: {code: -32700, message: expect.stringMatching(/^Parse error/)}});
    await stillUp(1);
  });

  it('answers JSON that is not a JSON-RPC message with -32600, with its id when it has one', async () => {
    send('{"a":1}\n');
    expect(await nextLine()).toMatchObject({id: null, error: {code: -32600}});
    send('{"jsonrpc":"2.0","id":9,"method":5}\n');
    expect(await nextLine()).toMatchObject({id: 9, error: {code: -32600}});
    send('[1,2]\n');
    expect(await nextLine()).toMatchObject({id: null, error: {code: -32600}});
    send('"text"\n');
    expect(await nextLine()).toMatchObject({id: null, error: {code: -32600}});
    await stillUp(2);
  });

  it('refuses a message over 10 MiB with an error, drops it, and stays up', async () => {
    const mib = 'x'.repeat(1024 * 1024);
    // 11 MiB in pieces, as a pipe delivers them, then the end of the line.
    for (let i = 0; i < 11; i++) send(mib);
    send('\n');
    expect(await nextLine()).toMatchObject({id: null, error: {code: -32600, message: expect.stringMatching(/at most 10485760 bytes/)}});
    await stillUp(3);
    expect(child.exitCode).toBeNull();
  });

  it('answers a prototype key as a network with an unknown-network tool error', async () => {
    send(JSON.stringify({jsonrpc: '2.0', id: 4, method: 'tools/call', params: {name: 'get_network', arguments: {name: 'constructor'}}}) + '\n');
    const reply = (await nextLine()) as {result: {isError: boolean; content: {text: string}[]}};
    expect(reply.result.isError).toBe(true);
    expect(reply.result.content[0]!.text).toMatch(/^Unknown network "constructor"/);
  });
});
