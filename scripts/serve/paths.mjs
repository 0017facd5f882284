// Which file of the build a request may get. A path is joined to the build
// folder and must stay inside it (`..`, encoded or not, never climbs out),
// and so must the file it finally names: a symbolic link inside the build
// that points outside it (to /etc, to a home folder) is refused like a
// missing file, since static hosts serve only the files deployed. Links that
// stay inside the build are followed. Tested in tests/unit/serve.test.ts.
import fs from 'node:fs';
import path from 'node:path';

/** True when `full` is `folder` itself or lies under it. */
export function isInside(folder, full) {
  return full === folder || full.startsWith(folder + path.sep);
}

/**
 * A lookup of files inside `root`.
 * @param {string} root the build folder, absolute
 * @returns {(relative: string) => string | null} the file's path, or null when it is missing, a folder, or outside `root`
 */
export function createFileLookup(root) {
  // The folder itself may be reached through a link (macOS's /tmp, a deploy's `current/`).
  const realRoot = fs.realpathSync(root);
  return (relative) => {
    const full = path.join(root, relative);
    if (!isInside(root, full)) return null;
    try {
      // No exception for a missing file: most page requests try a path that does not exist first.
      if (!fs.statSync(full, {throwIfNoEntry: false})?.isFile()) return null;
      // Where the links along the path lead: a file outside the build is not served.
      return isInside(realRoot, fs.realpathSync(full)) ? full : null;
    } catch {
      // ENOTDIR (`/page.html/x`), ENAMETOOLONG, a link that loops, and the like.
      return null;
    }
  };
}
