/**
 * Copies a page's Markdown twin to the clipboard. The twin is fetched from this site when the
 * reader asks, and handed to the clipboard as a promise (`ClipboardItem`), so Safari, which
 * forgets the click once an await has passed, still allows the write.
 */
/** Why a copy failed: the twin did not download, or the browser refused the clipboard (the menu words each). */
export type CopyFailure = 'load' | 'clipboard';
export type CopyResult = {ok: true} | {ok: false; reason: CopyFailure};

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
  if (!clipboard) return {ok: false, reason: 'clipboard'};
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
    return {ok: false, reason: loaded ? 'clipboard' : 'load'};
  }
}
