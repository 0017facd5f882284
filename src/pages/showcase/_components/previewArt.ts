/** Pure helpers for the generated preview art of showcase cards. */
import {Tags, type Project, type TagType} from '../../../data/showcase';

/**
 * Two letters that stand for a project: the first letters of its first two
 * words ("The Graph" -> "TG"), the capitals of a camel-case name
 * ("MiniPay" -> "MP"), or else its first two letters ("viem" -> "VI").
 */
export function projectInitials(title: string): string {
  const words = title.split(/[\s\-_.]+/).filter((word) => /[a-z0-9]/i.test(word));
  const first = words[0] ?? '';
  const second = words[1];
  if (second !== undefined) {
    return (first.charAt(0) + second.charAt(0)).toUpperCase();
  }
  const capitals = first.match(/[A-Z]/g);
  if (capitals && capitals.length >= 2) {
    return capitals.slice(0, 2).join('');
  }
  return first.slice(0, 2).toUpperCase();
}

/** Tags that say what a project is; `favorite` and `popular` say how it is ranked. */
const RANKING_TAGS: readonly TagType[] = ['favorite', 'popular'];

/** The two colours of a project's preview gradient, taken from its category tags. */
export function previewColors(project: Project): [string, string] {
  const categories = project.tags.filter((tag) => !RANKING_TAGS.includes(tag));
  const from = Tags[categories[0] ?? project.tags[0] ?? 'popular'].color;
  const to = Tags[categories[1] ?? categories[0] ?? 'popular'].color;
  return [from, to];
}

/** A stable, id-safe slug for a title ("Glo Dollar" -> "glo-dollar"). */
export function projectSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
