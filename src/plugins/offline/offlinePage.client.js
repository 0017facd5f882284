/**
 * The offline page's script (src/plugins/offline/offlinePage.ts): the site's colour mode, the
 * address the reader asked for, and the list of pages this device keeps, read from the service
 * worker's caches with their titles from the language's "Save for offline" list. Where to look and
 * what to write, in the page's language, come from the page (`data-offline` on `<main>`).
 */
(function () {
  var root = document.documentElement;
  try {
    var stored = window.localStorage.getItem('theme');
    // The site's default mode is dark (docusaurus.config.ts, colorMode).
    root.setAttribute('data-theme', stored === 'light' ? 'light' : 'dark');
  } catch {
    root.setAttribute('data-theme', 'dark');
  }

  function ready(run) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
    else run();
  }

  function pathOf(url) {
    var pathname = new URL(url, location.origin).pathname;
    return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  }

  async function keptPaths() {
    var names = (await caches.keys()).filter(function (name) {
      return /^celo-(pages|saved)-/.test(name);
    });
    var paths = new Set();
    for (var i = 0; i < names.length; i += 1) {
      var cache = await caches.open(names[i]);
      var requests = await cache.keys();
      requests.forEach(function (request) {
        paths.add(pathOf(request.url));
      });
    }
    return paths;
  }

  ready(async function () {
    var config = JSON.parse(document.getElementById('offline').getAttribute('data-offline'));
    var strings = config.strings;
    if (root.getAttribute('data-theme') === 'dark') document.querySelector('.navbar__logo').src = config.base + 'img/logo-dark.svg';
    var here = pathOf(location.href);
    var retry = document.getElementById('offline-retry');
    retry.setAttribute('href', here === config.page ? config.base : location.href);
    var reason = document.getElementById('offline-reason');
    if (here === config.page) reason.textContent = strings.keptIntro;
    else if (navigator.onLine) reason.textContent = strings.unreachable;

    var status = document.getElementById('offline-status');
    var list = document.getElementById('offline-pages');
    try {
      var manifest = await (await fetch(config.manifest)).json();
      var kept = await keptPaths();
      var pages = manifest.pages
        .filter(function (page) {
          return kept.has(page.path);
        })
        .sort(function (a, b) {
          return a.title.localeCompare(b.title, root.lang);
        });
      pages.forEach(function (page) {
        var item = document.createElement('li');
        var link = document.createElement('a');
        link.href = page.path;
        link.textContent = page.title;
        item.appendChild(link);
        list.appendChild(item);
      });
      status.textContent = pages.length
        ? (pages.length === 1 ? strings.countOne : strings.countOther).replace('{count}', String(pages.length))
        : strings.none;
    } catch {
      status.textContent = strings.unreadable;
    }
  });
})();
