/**
 * scripts/samples/installs.ts: which install commands `npm run check:samples` fails for want of an exact version.
 */
import {describe, expect, it} from 'vitest';
import {extractPage} from '../../scripts/samples/extract';
import {checkCommand, checkImage, checkInstalls, checkProseInstalls, initializerPackage, inspectCommand, proseCodeSpans, withDataNames} from '../../scripts/samples/installs';

const none = new Set<string>();
const fails = (cmd: string, installs: ReadonlySet<string> = none) => checkCommand(cmd, installs).length;

describe('install commands', () => {
  it('fails registry installs without an exact version', () => {
    for (const cmd of [
      'npm install -g @graphprotocol/graph-cli',
      'npm i viem@2',
      'pnpm add wagmi@^2.19.5',
      'yarn add @celo/celocli@beta',
      'pip install celo-mcp',
      'python3 -m pip install "web3>=6"',
      'uvx celo-mcp',
      'cargo install foundry',
      'go install github.com/ethereum/go-ethereum/cmd/abigen@latest',
      'npx @modelcontextprotocol/inspector',
      'curl -L https://foundry.paradigm.xyz | bash',
      'npm create vite@latest my-app -- --template react-ts',
      'npm init @farcaster/mini-app',
      'yarn create next-app',
    ]) {
      expect(fails(cmd), cmd).toBeGreaterThan(0);
    }
  });

  it('accepts exact versions, local installs and the packages the page installed', () => {
    for (const cmd of [
      'npm install',
      'npm ci',
      'npm install --save-dev --save-exact @graphprotocol/graph-cli@0.98.1',
      'npm install ./my-package',
      'pip install celo-mcp==0.4.1',
      'pip install -r requirements.txt',
      'uvx --from celo-mcp==0.4.1 celo-mcp-server',
      'cargo install --version 1.2.3 foundry',
      'cargo install --git https://github.com/x/y --rev abc123 y',
      'go install github.com/ethereum/go-ethereum/cmd/abigen@v1.14.0',
      'npx tsx@4.23.15 script.ts',
      'ADDRESS=0x1 npx tsx script.ts',
      'npm init -y',
      'npm create vite@9.3.0 my-app -- --template react-ts',
      'npm init ./local-initializer',
    ]) {
      expect(checkCommand(cmd, new Set(['tsx'])), cmd).toEqual([]);
    }
    expect(fails('npx graph codegen', new Set(['@graphprotocol/graph-cli']))).toBe(0);
  });

  it('fails images without a tag or with a moving one', () => {
    expect(checkImage('us-docker.pkg.dev/celo-org/op-node')).toMatch(/no tag/);
    expect(checkImage('example/node:latest')).toMatch(/moving tag/);
    expect(checkImage('localhost:5000/node')).toMatch(/no tag/);
    expect(checkImage('ghcr.io/layr-labs/eigenda-proxy:v2.6.0')).toBeNull();
    expect(checkImage(`ghcr.io/x/y@sha256:${'a'.repeat(64)}`)).toBeNull();
    expect(fails('docker run --rm -p 8545:8545 -v "$PWD:/data" example/node --http')).toBe(1);
    expect(fails('docker run --rm -it example/node:v1.0.0 --http')).toBe(0);
  });

  it('reads the package names of an install rendered from data', () => {
    expect(withDataNames("{`npm install ${toolInstallArgs(['viem', 'tsx'])}\nnpm i -D ${devTools.graphCli.name}@${devTools.graphCli.version}`}")).toBe(
      'npm install viem@0.0.0 tsx@0.0.0\nnpm i -D @graphprotocol/graph-cli@0.0.0',
    );
  });

  it('names the package an npm initializer runs', () => {
    expect(initializerPackage('vite')).toBe('create-vite');
    expect(initializerPackage('@farcaster/mini-app')).toBe('@farcaster/create-mini-app');
    expect(initializerPackage('@scope')).toBe('@scope/create');
    expect(checkCommand('npm create vite@latest my-app -- --template react-ts', none)).toEqual([
      '`npm create vite@latest` runs create-vite without an exact version: write vite@x.y.z from a version record in src/data',
    ]);
  });

  it('counts the packages a command installs or fetches, not the ones it runs from the page', () => {
    expect(inspectCommand('npm init -y && npm install viem@2.38.0 tsx@4.23.15', none)).toEqual({installs: 2, problems: []});
    expect(inspectCommand('npx tsx a.ts', new Set(['tsx'])).installs).toBe(0);
    expect(inspectCommand('npm run build', none)).toEqual({installs: 0, problems: []});
    expect(inspectCommand('curl -L https://foundry.paradigm.xyz | bash', none).installs).toBe(1);
  });
});

/** The 1-based line of the first line of `text` that contains `needle`. */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('install commands in the text of a page (inline code)', () => {
  const PAGE = 'docs/developer/p.mdx';
  const prose = (text: string) => checkProseInstalls(PAGE, text, extractPage(text, PAGE));

  it('reads the inline code of the prose only: not front matter, fences, <CodeBlock>s or comments', () => {
    const text = [
      '---',
      'description: Run `npm install a` first',
      '---',
      '{/* generated: run `npx b` */}',
      '<!-- `npx c` -->',
      'Install with `npm install d` and `npx e`.',
      '',
      '```bash',
      'npm install f # `npm install g`',
      '```',
      '',
      '<CodeBlock language="bash">{`npm install h`}</CodeBlock>',
      '',
      '| Tool | Install |',
      '| --- | --- |',
      '| Foundry | `curl -L https://foundry.paradigm.xyz \\| bash` |',
      'Pinned from data: <code>{`npm install ${toolInstallArgs([\'viem\'])}`}</code>',
    ].join('\n');
    expect(proseCodeSpans(text)).toEqual([
      {line: 6, code: 'npm install d', fromData: false},
      {line: 6, code: 'npx e', fromData: false},
      {line: 16, code: 'curl -L https://foundry.paradigm.xyz | bash', fromData: false},
      {line: 17, code: "npm install ${toolInstallArgs(['viem'])}", fromData: true},
    ]);
  });

  it('catches an unpinned global install of graph-cli written in the text, with page and line', () => {
    const text = ['# The Graph', '', 'Install the CLI:', '', 'Run `npm install -g @graphprotocol/graph-cli`, then `graph --version`.', ''].join('\n');
    const {problems, commands} = prose(text);
    expect(commands).toBe(1);
    expect(problems).toEqual([
      {page: PAGE, line: 5, message: expect.stringMatching(/^`npm install` of @graphprotocol\/graph-cli without an exact version: .*\(inline code in the text\)$/)},
    ]);
  });

  it('passes a pinned one, typed or rendered from data', () => {
    const typed = prose('Run `npm install -g @graphprotocol/graph-cli@0.98.1`.');
    expect(typed).toEqual({problems: [], commands: 1, fromData: 0});
    const rendered = prose('Run <code>{`npm install -g ${devTools.graphCli.name}@${devTools.graphCli.version}`}</code>, then `npx graph --version`.');
    expect(rendered).toEqual({problems: [], commands: 0, fromData: 1});
  });

  it('does not report a command of a fenced block twice', () => {
    const text = ['Install the CLI:', '', '```bash', 'npm install -g @graphprotocol/graph-cli', '```', ''].join('\n');
    expect(prose(text)).toEqual({problems: [], commands: 0, fromData: 0});
    const blocks = checkInstalls(extractPage(text, PAGE)).problems;
    expect(blocks.map((p) => `${p.page}:${p.line}`)).toEqual([`${PAGE}:${lineOf(text, 'npm install -g')}`]);
  });

  it('runs npx of a package the page installs, in a block or in the text; fails it otherwise', () => {
    expect(prose('Save it as `a.mts` and run `npx tsx a.mts`.').problems).toEqual([
      {page: PAGE, line: 1, message: expect.stringContaining('`npx tsx` runs a package the page does not install')},
    ]);
    expect(prose('Run `npx tsx a.mts`.\n\n```bash\nnpm install tsx@4.23.15\n```\n').problems).toEqual([]);
    expect(prose("Run `npx tsx a.mts` after <code>{`npm install ${toolInstallArgs(['viem', 'tsx'])}`}</code>.").problems).toEqual([]);
    expect(prose('Run `npx tsx@4.23.15 a.mts`.')).toEqual({problems: [], commands: 1, fromData: 0});
  });

  it('accepts npx of a binary that a block of the page runs with a stated reason to skip', () => {
    const block = '```bash check=skip reason="runs the Hardhat of your project"\nnpx hardhat test\n```\n';
    expect(prose(`Then run \`npx hardhat verify --network celoSepolia 0xYourContract\`.\n\n${block}`).problems).toEqual([]);
    expect(prose('Then run `npx hardhat verify --network celoSepolia 0xYourContract`.').problems).toHaveLength(1);
  });

  it('fails a shell installer piped from the web', () => {
    expect(prose('Install Foundry (`curl -L https://foundry.paradigm.xyz | bash`).').problems).toEqual([
      {page: PAGE, line: 1, message: expect.stringContaining('pipes an installer into a shell')},
    ]);
  });
});
