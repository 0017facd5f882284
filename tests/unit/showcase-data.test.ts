/**
 * Checks every showcase entry in src/data/showcase.ts. When a check fails, the
 * message names the entry and says what to change.
 */
import {describe, expect, it} from 'vitest';

import {Projects, TagList, Tags, type Project} from '../../src/data/showcase';
import {previewColors, projectInitials, projectSlug} from '../../src/pages/showcase/_components/previewArt';

const MAX_DESCRIPTION = 160;
const RANKING_TAGS = ['favorite', 'popular'];

/** Normalises a URL for duplicate detection: no www., no trailing slash, lower-case host. */
function urlKey(url: URL): string {
  return `${url.hostname.replace(/^www\./, '')}${url.pathname.replace(/\/$/, '')}`.toLowerCase();
}

/** Returns one message per problem, each telling the contributor what to fix. */
function checkProjects(projects: readonly Project[]): string[] {
  const problems: string[] = [];
  const titles = new Map<string, number>();
  const urls = new Map<string, string>();
  const slugs = new Map<string, string>();

  projects.forEach((project, index) => {
    const where = `Projects[${index}] "${project.title}"`;

    if (project.title.trim() === '' || project.title !== project.title.trim()) {
      problems.push(`${where}: give the project a title without leading or trailing spaces.`);
    }
    const titleKey = project.title.trim().toLowerCase();
    const firstTitle = titles.get(titleKey);
    if (firstTitle !== undefined) {
      problems.push(`${where}: duplicate title, already used by Projects[${firstTitle}]; remove one of the two entries.`);
    } else {
      titles.set(titleKey, index);
    }
    const slug = projectSlug(project.title);
    const slugOwner = slugs.get(slug);
    if (slugOwner !== undefined && slugOwner !== titleKey) {
      problems.push(`${where}: the title reduces to the same id as "${slugOwner}"; choose a more distinct title.`);
    }
    slugs.set(slug, titleKey);

    let url: URL | undefined;
    try {
      url = new URL(project.website);
    } catch {
      problems.push(`${where}: website "${project.website}" is not a valid URL; use the full https://... address.`);
    }
    if (url) {
      if (url.protocol !== 'https:') {
        problems.push(`${where}: website "${project.website}" must use https://.`);
      }
      if (url.username || url.password || url.search || url.hash) {
        problems.push(
          `${where}: website "${project.website}" must be the project's plain home page, without query, hash or credentials.`,
        );
      }
      const key = urlKey(url);
      const firstUrl = urls.get(key);
      if (firstUrl !== undefined) {
        problems.push(`${where}: website "${project.website}" is already used by "${firstUrl}"; each project needs its own site.`);
      } else {
        urls.set(key, project.title);
      }
    }

    const description = project.description.trim();
    if (description === '') {
      problems.push(`${where}: add a one-sentence description.`);
    } else {
      if (description.length > MAX_DESCRIPTION) {
        problems.push(
          `${where}: description is ${description.length} characters; shorten it to at most ${MAX_DESCRIPTION}.`,
        );
      }
      if (!description.endsWith('.')) {
        problems.push(`${where}: end the description with a period.`);
      }
    }

    if (project.tags.length === 0) {
      problems.push(`${where}: add at least one tag from: ${TagList.join(', ')}.`);
    }
    const seen = new Set<string>();
    for (const tag of project.tags as readonly string[]) {
      if (!(TagList as string[]).includes(tag)) {
        problems.push(`${where}: unknown tag "${tag}"; use one of: ${TagList.join(', ')} (or add it to Tags).`);
      }
      if (seen.has(tag)) {
        problems.push(`${where}: tag "${tag}" is listed twice.`);
      }
      seen.add(tag);
    }
    if (project.tags.length > 0 && project.tags.every((tag) => RANKING_TAGS.includes(tag))) {
      problems.push(`${where}: add a category tag (e.g. defi, wallets); favorite and popular alone do not say what it is.`);
    }
  });
  return problems;
}

const valid: Project = {
  title: 'Example',
  description: 'An example project used to test the checks.',
  website: 'https://example.org',
  tags: ['apps'],
};

describe('checkProjects reports what to fix', () => {
  it('accepts a valid entry', () => {
    expect(checkProjects([valid])).toEqual([]);
  });

  it('reports an unknown tag', () => {
    const bad = {...valid, tags: ['apps', 'nft']} as unknown as Project;
    expect(checkProjects([bad])).toEqual([expect.stringMatching(/unknown tag "nft"; use one of: popular, apps/)]);
  });

  it('reports a duplicate title, ignoring case', () => {
    const problems = checkProjects([valid, {...valid, title: 'EXAMPLE', website: 'https://example.com'}]);
    expect(problems).toEqual([expect.stringMatching(/Projects\[1\] "EXAMPLE": duplicate title, already used by Projects\[0\]/)]);
  });

  it('reports a duplicate URL, ignoring www. and a trailing slash', () => {
    const problems = checkProjects([valid, {...valid, title: 'Other', website: 'https://www.example.org/'}]);
    expect(problems).toEqual([expect.stringMatching(/is already used by "Example"/)]);
  });

  it('reports a URL that is not https or not a URL', () => {
    expect(checkProjects([{...valid, website: 'http://example.org'}])).toEqual([
      expect.stringMatching(/must use https:\/\//),
    ]);
    expect(checkProjects([{...valid, website: 'example.org'}])).toEqual([
      expect.stringMatching(/is not a valid URL/),
    ]);
    expect(checkProjects([{...valid, website: 'https://example.org/?ref=celo'}])).toEqual([
      expect.stringMatching(/without query, hash or credentials/),
    ]);
  });

  it('reports a description longer than 160 characters', () => {
    const long = `${'a'.repeat(160)}.`;
    expect(checkProjects([{...valid, description: long}])).toEqual([
      expect.stringMatching(/description is 161 characters; shorten it to at most 160/),
    ]);
  });

  it('reports missing tags and ranking-only tags', () => {
    expect(checkProjects([{...valid, tags: []}])).toEqual([expect.stringMatching(/add at least one tag/)]);
    expect(checkProjects([{...valid, tags: ['favorite']}])).toEqual([expect.stringMatching(/add a category tag/)]);
  });
});

describe('src/data/showcase.ts', () => {
  it('has no problems', () => {
    expect(checkProjects(Projects)).toEqual([]);
  });

  it('lists at least 40 projects', () => {
    expect(Projects.length).toBeGreaterThanOrEqual(40);
  });

  it('has a few favorites for the Most Popular section', () => {
    const favorites = Projects.filter((project) => project.tags.includes('favorite'));
    expect(favorites.length).toBeGreaterThanOrEqual(3);
    expect(favorites.length).toBeLessThanOrEqual(12);
  });

  it('uses every tag at least once', () => {
    const unused = TagList.filter((tag) => !Projects.some((project) => project.tags.includes(tag)));
    expect(unused, `tags with no project: ${unused.join(', ')}`).toEqual([]);
  });

  it('gives every tag a label, description and hex colour', () => {
    for (const tag of TagList) {
      expect(Tags[tag].label, tag).not.toBe('');
      expect(Tags[tag].description, tag).not.toBe('');
      expect(Tags[tag].color, tag).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(TagList.map((tag) => Tags[tag].label)).toEqual([
      'Popular', 'Apps', 'Impact', 'DeFi', 'ReFi', 'Earn', 'Wallets', 'Favorite', 'Developers', 'Integrations', 'Validators',
    ]);
  });
});

describe('preview art', () => {
  it('derives two-letter initials from the title', () => {
    expect(projectInitials('The Graph')).toBe('TG');
    expect(projectInitials('MiniPay')).toBe('MP');
    expect(projectInitials('viem')).toBe('VI');
    expect(projectInitials('Celo Terminal')).toBe('CT');
  });

  it('colours a preview with its category tags, not favorite or popular', () => {
    expect(previewColors({...valid, tags: ['favorite', 'popular', 'defi', 'earn']})).toEqual([
      Tags.defi.color,
      Tags.earn.color,
    ]);
    expect(previewColors({...valid, tags: ['wallets']})).toEqual([Tags.wallets.color, Tags.wallets.color]);
  });
});
