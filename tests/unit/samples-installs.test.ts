/**
 * scripts/samples/installs.ts: which install commands `npm run check:samples` fails for want of an exact version.
 */
import {describe, expect, it} from 'vitest';
import {checkCommand, checkImage, withDataNames} from '../../scripts/samples/installs';

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
});
