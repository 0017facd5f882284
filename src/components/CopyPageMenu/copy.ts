/**
 * Copies a page's Markdown twin to the clipboard. The twin is fetched from this site when the
 * reader asks, and handed to the clipboard as a promise (`ClipboardItem`), so Safari, which
 * forgets the click once an await has passed, still allows the write.
 */
export type CopyResult = {ok: true} | {ok: false; message: string};

export const COPY_ERRORS = {
  load: 'Could not copy: the Markdown version of this page did not load. Check your connection, or use View as Markdown.',
  clipboard: 'Could not copy: the browser did not allow access to the clipboard. Use View as Markdown and copy from there.',
} as const;

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown'}});
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

export async function copyMarkdown(twinUrl: string): Promise<CopyResult> {
  const text = fetchText(twinUrl);
  // Keep a rejected fetch from surfacing as an unhandled rejection while the clipboard waits on it.
  text.catch(() => undefined);
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) return {ok: false, message: COPY_ERRORS.clipboard};
  try {
    if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
      const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
      await clipboard.write([new ClipboardItem({'text/plain': blob})]);
    } else {
      await clipboard.writeText(await text);
    }
    return {ok: true};
  } catch {
    // Tell a failed download apart from a refused clipboard: the reader's fix differs.
    const loaded = await text.then(() => true, () => false);
    return {ok: false, message: loaded ? COPY_ERRORS.clipboard : COPY_ERRORS.load};
  }
}
