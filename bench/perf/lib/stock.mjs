// The stock Docusaurus 3 template ("classic", TypeScript), scaffolded from the
// npm registry into a folder outside the repository and kept there between
// runs, so only the first run pays for the install.
import fs from 'node:fs';
import path from 'node:path';
import {run} from './proc.mjs';

export const STOCK_VERSION = '3.10.2';

// The registry used here lacks @docsearch/core@4.7.1, which the template's
// preset resolves to; pin the DocSearch trio (and sharp) like this repo does.
const OVERRIDES = {
  '@docsearch/react': '4.7.0',
  '@docsearch/core': '4.7.0',
  '@docsearch/css': '4.7.0',
  sharp: '0.34.5',
};

/** Makes sure <root>/stock exists with its dependencies installed; returns its path. */
export async function ensureStock(root, log) {
  const project = path.join(root, 'stock');
  fs.mkdirSync(root, {recursive: true});
  if (!fs.existsSync(path.join(project, 'package.json'))) {
    log(`Scaffolding create-docusaurus@${STOCK_VERSION} (classic, TypeScript) into ${project}`);
    await run(
      'npx',
      ['-y', `create-docusaurus@${STOCK_VERSION}`, 'stock', 'classic', '--typescript', '--skip-install'],
      {cwd: root, logFile: path.join(root, 'scaffold.log')},
    );
  }
  const pkgFile = path.join(project, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  if (JSON.stringify(pkg.overrides) !== JSON.stringify(OVERRIDES)) {
    pkg.overrides = OVERRIDES;
    fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  }
  if (!fs.existsSync(path.join(project, 'node_modules', '@docusaurus', 'core', 'package.json'))) {
    log(`Installing the stock template's dependencies (npm install, a minute or two)`);
    await run('npm', ['install', '--no-audit', '--no-fund'], {cwd: project, logFile: path.join(root, 'install.log')});
  }
  return project;
}
