/**
 * The code-sample checkers (scripts/samples): each one finds the mistake it
 * is for, and accepts the correct form.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {celocliCalls, checkCall, shellWords} from '../../scripts/samples/celocli';
import {checkEnv, checkJson, checkRpcBody, curlBodies} from '../../scripts/samples/data';
import {parseMeta, type Sample} from '../../scripts/samples/extract';
import {rpcMethodGroups} from '../../scripts/samples/rpcMethods';
import {checkSolidity} from '../../scripts/samples/solidity';
import {checkTypeScript, packageName, virtualFiles} from '../../scripts/samples/typescript';
import {visiblePart} from '../../src/remark/hiddenPrelude';
import {topics} from '../../src/data/celocli';

describe('celocli', () => {
  it('splits shell words and joins continued lines', () => {
    expect(shellWords(`celocli account:balance "$ADDR" --node='celo'`)).toEqual(['celocli', 'account:balance', '$ADDR', '--node=celo']);
    expect(celocliCalls('# comment\n$ celocli account:new \\\n  --node celo && celocli commands\nnpm install -g @celo/celocli')).toEqual([
      {line: 1, words: ['account:new', '--node', 'celo']},
      {line: 1, words: ['commands']},
    ]);
  });

  const withArg = topics.flatMap((t) => t.commands).find((c) => !c.aliasOf && c.args.some((a) => a.required) && c.inherits.global.includes('node'))!;
  it(`accepts a correct call (${withArg.id})`, () => {
    const args = withArg.args.filter((a) => a.required).map(() => '0xabc');
    const flags = withArg.flags.filter((f) => f.required).flatMap((f) => (f.type === 'boolean' ? [`--${f.name}`] : [`--${f.name}`, 'x']));
    expect(checkCall([withArg.id, ...args, ...flags, '--node', 'celo'])).toEqual([]);
  });

  it('reports an unknown command, an unknown flag, a missing argument', () => {
    expect(checkCall(['account:nope'])[0]).toMatch(/no such command/);
    const args = withArg.args.filter((a) => a.required).map(() => '0xabc');
    expect(checkCall([withArg.id, ...args, '--not-a-flag'])).toContain(`celocli ${withArg.id}: unknown flag --not-a-flag`);
    expect(checkCall([withArg.id]).join('\n')).toMatch(/argument/);
  });

  it('accepts help, version and topic listings', () => {
    expect(checkCall(['--version'])).toEqual([]);
    expect(checkCall(['account', '--help'])).toEqual([]);
  });
});

describe('data blocks', () => {
  it('parses JSON and JSONC', () => {
    expect(checkJson('{"a": 1}', false)).toBeNull();
    expect(checkJson('{"a": 1,}', false)?.message).toMatch(/JSON/);
    expect(checkJson('{\n  // comment\n  "a": "http://x", }', true)).toBeNull();
  });

  it('checks env lines', () => {
    expect(checkEnv('# c\nA=1\nexport B="x"\n')).toEqual([]);
    expect(checkEnv('A=1\nnot a line')).toEqual([{line: 1, message: 'env: "not a line" is not KEY=value (a comment starts with #)'}]);
  });

  it('finds curl JSON-RPC bodies and checks the method', () => {
    const code = `curl -X POST \\\n  -H 'Content-Type: application/json' \\\n  --data '{"jsonrpc":"2.0","method":"eth_blockNumber","params":[],"id":1}' https://x`;
    const bodies = curlBodies(code);
    expect(bodies).toHaveLength(1);
    expect(checkRpcBody(bodies[0]!.body)).toEqual([]);
    expect(checkRpcBody('{"jsonrpc":"2.0","method":"eth_blockNum","params":[],"id":1}')[0]).toMatch(/eth_blockNum is not a known/);
    expect(checkRpcBody('{"jsonrpc":"2.0","method":"eth_chainId","params":{},"id":1}')).toEqual(['JSON-RPC "params" must be an array']);
  });

  it('names a source for every RPC method group', () => {
    for (const g of rpcMethodGroups) {
      expect(g.source).toMatch(/^(https:\/\/|[\w-]+\/[\w.-]+(@[0-9a-f]{7,40})?:)/);
      expect(g.methods.length).toBeGreaterThan(0);
    }
  });
});

// The TypeScript and Solidity checks run the real compilers: a few seconds idle (the first
// type-check loads the whole program, 8 s with two busy processes beside it), so these have their
// own budget rather than vitest's 5 s default.
describe('TypeScript virtual files', () => {
  const sample = (line: number, meta: string, code: string): Sample => ({
    page: 'docs/p.md', line, lang: 'ts', metaRaw: meta, meta: parseMeta(meta), code, kind: 'fence',
  });

  it('names files by title and joins groups in page order', () => {
    const files = virtualFiles('/r', [
      sample(3, 'title="wagmi.ts"', 'export const a = 1;'),
      sample(10, 'group="walk"', 'const b = 2;'),
      sample(20, 'group="walk"', 'console.log(b);\nconsole.log(b);'),
      sample(30, 'title="Set up"', 'let c;'),
    ]);
    expect(files.map((f) => f.name)).toEqual(['/r/.samples/docs/p/wagmi.ts', '/r/.samples/docs/p/group-walk.ts', '/r/.samples/docs/p/line-30.ts']);
    expect(files[1]!.text).toBe('const b = 2;\nconsole.log(b);\nconsole.log(b);\nexport {};\n');
    expect(files[1]!.segments.map((s) => [s.sample.line, s.start, s.lines])).toEqual([[10, 0, 1], [20, 1, 2]]);
  });

  it('type-checks a hidden prelude with the block and points an error at the page line', () => {
    process.env.CHECK_SAMPLES_NO_CACHE = '1';
    const code = "declare const balance: bigint;\n// ---cut---\nconst label: string = balance;\nconsole.log(label);";
    const result = checkTypeScript(path.resolve(__dirname, '../..'), [sample(10, 'title="prelude.ts"', code)]);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({page: 'docs/p.md', line: 12});
    expect(result.problems[0]!.message).toMatch(/TS2322.*'bigint' is not assignable to type 'string'/);
    // The reader sees only the lines after the cut.
    expect(visiblePart(code)).toBe('const label: string = balance;\nconsole.log(label);');
  });

  it('fails a block that imports a package not installed here, with the reason and how to mark it', () => {
    const result = checkTypeScript(path.resolve(__dirname, '../..'), [sample(10, 'title="agent.ts"', "import {generateText} from 'ai';\nconsole.log(generateText);")]);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]!.message).toMatch(/^imports ai, not installed: .*mark the block check=skip reason=/);
  });

  it('takes the package name of an import', () => {
    expect(packageName('viem/chains')).toBe('viem');
    expect(packageName('@x402/fetch')).toBe('@x402/fetch');
    expect(packageName('./wagmi')).toBeNull();
    expect(packageName('node:fs')).toBeNull();
  });
});

describe('Solidity', () => {
  const sample = (code: string, meta = 'title="src/A.sol"'): Sample => ({
    page: 'docs/p.md', line: 10, lang: 'solidity', metaRaw: meta, meta: parseMeta(meta), code, kind: 'fence',
  });

  it('compiles a correct contract with an OpenZeppelin import and reports an error at its line', () => {
    const ok = sample('// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\nimport {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";\ncontract T is ERC20 { constructor() ERC20("T", "T") {} }\n');
    const bad = sample('// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\ncontract B {\n  function f() public { undefinedName(); }\n}\n', 'title="src/B.sol"');
    const result = checkSolidity(path.resolve(__dirname, '../..'), [ok, bad]);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({page: 'docs/p.md', line: 13});
    expect(result.problems[0]!.message).toMatch(/Undeclared identifier/);
  });

  it('fails a block whose library is not installed, with the reason and how to mark it', () => {
    const result = checkSolidity(path.resolve(__dirname, '../..'), [sample('import "forge-std/Script.sol";')]);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({page: 'docs/p.md', line: 10});
    expect(result.problems[0]!.message).toMatch(/imports forge-std\/, not installed: .*check=skip reason=/);
  });
});
