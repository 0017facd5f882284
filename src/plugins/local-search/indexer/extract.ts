/**
 * Reads one rendered HTML page and returns its searchable sections: the page
 * title, each heading with its anchor, and the text under it. Only the page's
 * own content is read (the doc body, or <main> on other pages); navigation
 * chrome (navbar, sidebar, breadcrumbs, table of contents, paginator, footer,
 * buttons, hash links) is left out.
 */
import {Parser} from 'htmlparser2';
import {squash} from '../engine/text';
import type {ExtractedPage, ExtractedSection} from '../engine/format';

export interface ExtractOptions {
  /** Route path of the page, e.g. `/network/mainnet`. */
  url: string;
  /** Site title, stripped from `<title>` ("Mainnet | Celo Documentation"). */
  siteTitle: string;
  /** lvl0 of pages outside the docs when nothing better is found. */
  pagesLabel?: string;
  /** lvl0 of docs pages when no sidebar section or navbar item is active. */
  docsLabel?: string;
}

const SKIP_TAGS = new Set([
  'script', 'style', 'noscript', 'template', 'svg', 'button', 'nav', 'iframe', 'select',
  'textarea', 'input', 'footer',
]);
const SKIP_CLASSES = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-toc-desktop',
  'theme-doc-breadcrumbs',
  'theme-doc-version-badge',
  'theme-doc-version-banner',
  'theme-doc-footer',
  'pagination-nav',
  'theme-edit-this-page',
  'theme-last-updated',
  'sr-only',
  'search-ignore',
];
const BLOCK_TAGS = new Set([
  'p', 'div', 'li', 'ul', 'ol', 'td', 'th', 'tr', 'table', 'pre', 'br', 'hr', 'blockquote',
  'section', 'article', 'header', 'dt', 'dd', 'dl', 'summary', 'details', 'figcaption',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
]);
const VOID_TAGS = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source',
  'track', 'wbr',
]);

function hasClass(attribs: Record<string, string>, name: string): boolean {
  const cls = attribs.class;
  return cls !== undefined && ` ${cls} `.includes(` ${name} `);
}

function classContains(attribs: Record<string, string>, fragment: string): boolean {
  return attribs.class !== undefined && attribs.class.includes(fragment);
}

/**
 * Extracts the sections of one page. Returns null for a page with no content
 * root (nothing to index) or one marked `noindex`.
 */
export function extractPage(html: string, options: ExtractOptions): ExtractedPage | null {
  const {url, siteTitle} = options;
  let language = '';
  let tag = 'default';
  let documentTitle = '';
  let noindex = false;
  let isDocPage = false;
  let keywords = '';

  // Where the page's own content is: the doc body when there is one, else <main>.
  const hasDocBody = html.includes('theme-doc-markdown');

  // Stack of open elements inside the content root: [tag, skips, isRoot].
  const stack: Array<{tag: string; skip: boolean; root: boolean; heading: number}> = [];
  let depthInRoot = 0; // open elements counted from the root, 0 = outside
  let skipDepth = 0; // > 0 while inside an element whose text is dropped
  let inTitle = false;

  // lvl0 detection, outside the content root.
  let sidebarCategoryDepth = -1; // stack depth of the open level-1 category <li>
  let sidebarCategoryLabel: string | null = null;
  let readingCategoryLabel = false;
  let sidebarCategoryActive = false;
  let activeSection: string | null = null;
  let navbarActive: string | null = null;
  let readingNavbarActive = false;
  let outerDepth = 0;
  let navbarRightDepth = -1; // stack depth of the open right-hand navbar group

  const sections: ExtractedSection[] = [];
  let current: ExtractedSection = {level: 1, heading: '', anchor: '', content: ''};
  let headingLevel = 0; // > 0 while reading a heading's text
  let headingText = '';
  let pendingAnchor = '';
  let buffer: string[] = [];

  const flushText = () => {
    const text = squash(buffer.join(''));
    buffer = [];
    if (text) {
      current.content = current.content ? `${current.content} ${text}` : text;
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'html') {
          language = attribs.lang ?? '';
          isDocPage = classContains(attribs, 'docs-doc-page');
        } else if (name === 'meta') {
          if (attribs.name === 'docusaurus_tag' && attribs.content) tag = attribs.content;
          if (attribs.name === 'robots' && attribs.content?.includes('noindex')) noindex = true;
          if (attribs.name === 'keywords' && attribs.content) keywords = attribs.content;
        } else if (name === 'title') {
          inTitle = true;
        }

        const isVoid = VOID_TAGS.has(name);
        if (depthInRoot === 0) {
          const isRoot = hasDocBody ? hasClass(attribs, 'theme-doc-markdown') : name === 'main';
          if (isRoot) {
            depthInRoot = 1;
            stack.length = 0;
            stack.push({tag: name, skip: false, root: true, heading: 0});
            return;
          }
          // Outside the content: look for the active sidebar section and navbar item.
          if (!isVoid) outerDepth += 1;
          if (hasClass(attribs, 'theme-doc-sidebar-item-category-level-1') && name === 'li') {
            sidebarCategoryDepth = outerDepth;
            sidebarCategoryLabel = null;
            sidebarCategoryActive = false;
          }
          if (sidebarCategoryDepth > 0 && name === 'a' && hasClass(attribs, 'menu__link')) {
            if (sidebarCategoryLabel === null) {
              readingCategoryLabel = true;
              sidebarCategoryLabel = '';
            }
            if (hasClass(attribs, 'menu__link--active') || attribs['aria-current'] === 'page') {
              sidebarCategoryActive = true;
            }
          }
          if (navbarRightDepth < 0 && hasClass(attribs, 'navbar__items--right')) {
            navbarRightDepth = outerDepth;
          }
          // The left-hand navbar items are the site's sections; the right-hand
          // ones (version dropdown, locale, GitHub) are not.
          if (
            name === 'a' &&
            navbarRightDepth < 0 &&
            hasClass(attribs, 'navbar__link--active') &&
            navbarActive === null
          ) {
            readingNavbarActive = true;
            navbarActive = '';
          }
          return;
        }

        if (isVoid) {
          if (name === 'br' || name === 'hr') buffer.push(' ');
          if (name === 'img' && skipDepth === 0 && headingLevel === 0 && attribs.alt) {
            buffer.push(` ${attribs.alt} `);
          }
          return;
        }
        depthInRoot += 1;
        const skip =
          SKIP_TAGS.has(name) ||
          attribs['aria-hidden'] === 'true' ||
          attribs.hidden !== undefined ||
          SKIP_CLASSES.some((cls) => hasClass(attribs, cls));
        const match = /^h([1-6])$/.exec(name);
        const level = match ? Number(match[1]) : 0;
        stack.push({tag: name, skip, root: false, heading: level});
        if (skip) skipDepth += 1;
        if (skipDepth > 0) return;
        if (level > 0 && headingLevel === 0) {
          if (headingLevel === 0) flushText();
          headingLevel = level;
          headingText = '';
          pendingAnchor = attribs.id ?? '';
          return;
        }
        if (BLOCK_TAGS.has(name) || (name === 'a' && classContains(attribs, 'button'))) {
          if (headingLevel > 0) headingText += ' ';
          else buffer.push(' ');
        }
      },
      ontext(text) {
        if (inTitle) {
          documentTitle += text;
          return;
        }
        if (depthInRoot === 0) {
          if (readingCategoryLabel) sidebarCategoryLabel += text;
          if (readingNavbarActive) navbarActive += text;
          return;
        }
        if (skipDepth > 0) return;
        if (headingLevel > 0) headingText += text;
        else buffer.push(text);
      },
      onclosetag(name, isImplied) {
        if (name === 'title') inTitle = false;
        if (VOID_TAGS.has(name)) return;
        if (depthInRoot === 0) {
          if (name === 'a') {
            readingCategoryLabel = false;
            readingNavbarActive = false;
          }
          if (name === 'li' && outerDepth === sidebarCategoryDepth) {
            if (sidebarCategoryActive && activeSection === null && sidebarCategoryLabel) {
              activeSection = squash(sidebarCategoryLabel);
            }
            sidebarCategoryDepth = -1;
          }
          if (outerDepth === navbarRightDepth) navbarRightDepth = -1;
          outerDepth = Math.max(0, outerDepth - 1);
          return;
        }
        void isImplied;
        const open = stack.pop();
        depthInRoot -= 1;
        if (!open) return;
        if (open.root) {
          depthInRoot = 0;
          return;
        }
        if (open.skip) {
          skipDepth -= 1;
          return;
        }
        if (skipDepth > 0) return;
        if (open.heading > 0 && open.heading === headingLevel) {
          const heading = squash(headingText);
          if (headingLevel === 1 && sections.length === 0 && !current.content) {
            // The page title: the intro text that follows belongs to it.
            current.heading = heading;
            current.anchor = '';
          } else {
            if (current.heading || current.content) sections.push(current);
            current = {level: headingLevel, heading, anchor: pendingAnchor, content: ''};
          }
          headingLevel = 0;
          return;
        }
        if (BLOCK_TAGS.has(name)) buffer.push(' ');
      },
    },
    {decodeEntities: true, lowerCaseTags: true},
  );
  parser.write(html);
  parser.end();
  flushText();
  if (current.heading || current.content) sections.push(current);

  if (noindex || sections.length === 0) return null;

  const suffix = ` | ${siteTitle}`;
  let title = squash(documentTitle);
  if (title.endsWith(suffix)) title = title.slice(0, -suffix.length);
  const first = sections[0];
  if (first && first.level === 1 && !first.heading) first.heading = title;
  const pageTitle = first && first.level === 1 ? first.heading : title;
  if (first && first.level !== 1) {
    sections.unshift({level: 1, heading: pageTitle, anchor: '', content: ''});
  }

  const lvl0 =
    (isDocPage ? activeSection || (navbarActive && squash(navbarActive)) : null) ||
    (isDocPage ? (options.docsLabel ?? 'Documentation') : (options.pagesLabel ?? 'Pages'));

  // Pages outside the docs carry the site-wide keywords only: not theirs to rank on.
  const ownKeywords = isDocPage ? squash(keywords.replace(/\s*,\s*/g, ', ')) : '';
  return {url, title: pageTitle || title, keywords: ownKeywords, isDoc: isDocPage, lvl0, language, tag, sections};
}
