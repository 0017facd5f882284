import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';

import {buildTutorialList, type TutorialEntry} from '../../../src/plugins/tutorials/tutorials';

const DOCS = path.resolve(__dirname, '../../../docs');

async function listDocs(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.name.startsWith('_')) return Promise.resolve([]);
      if (entry.isDirectory()) return listDocs(full);
      return Promise.resolve(/\.mdx?$/.test(entry.name) ? [full] : []);
    }),
  );
  return nested.flat();
}

/**
 * The tutorials the production build should list, read straight from the
 * docs' front matter (published, listed docs with a `tutorial` block), so the
 * browser tests know what to expect whatever guides the site has today.
 */
export async function expectedTutorials(): Promise<TutorialEntry[]> {
  const files = await listDocs(DOCS);
  const docs = await Promise.all(
    files.map(async (filePath) => {
      const fileContent = await readFile(filePath, 'utf8');
      const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
      // Docusaurus takes the title from front matter, else from the first `# ` heading.
      const heading = /^#\s+(.+)$/m.exec(content)?.[1]?.trim();
      return {
        source: filePath,
        title: String(frontMatter.title ?? heading ?? ''),
        description: String(frontMatter.description ?? ''),
        permalink: filePath,
        frontMatter,
        unlisted: frontMatter.unlisted === true || frontMatter.draft === true,
      };
    }),
  );
  return buildTutorialList(docs);
}
