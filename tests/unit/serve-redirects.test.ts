import {describe, expect, it} from 'vitest';
import {decodePath, parseRedirectsFile, prefixTarget} from '../../scripts/serve/redirects.mjs';
import {redirectsFile} from '../../src/plugins/deploy-config/files';

describe('the server reads _redirects (scripts/serve/redirects.mjs)', () => {
  it('reads exact rules decoded and prefix rules in file order; comments and blank lines are skipped', () => {
    const {exact, prefixes} = parseRedirectsFile(
      '# comment\n/a /b 301\n\n/blog/3%20Simple%20Steps /c 301\n/x%5B/TD%5D /d 301\n/a /later 301\n/f/g/* /deep 301\n/f/* /shallow 301\n',
    );
    expect([...exact]).toEqual([
      ['/a', '/b'],
      ['/blog/3 Simple Steps', '/c'],
      ['/x[/TD]', '/d'],
    ]);
    expect(prefixes).toEqual([
      {prefix: '/f/g', to: '/deep'},
      {prefix: '/f', to: '/shallow'},
    ]);
    expect(prefixTarget(prefixes, '/f/g/h')).toBe('/deep');
    expect(prefixTarget(prefixes, '/f/h/i')).toBe('/shallow');
    expect(prefixTarget(prefixes, '/f')).toBeUndefined();
    expect(prefixTarget(prefixes, '/fg/h')).toBeUndefined();
    expect(decodePath('/%E0%A4%A')).toBe('/%E0%A4%A');
  });

  it('reads back what src/plugins/deploy-config writes', () => {
    const text = redirectsFile([{from: '/old', to: '/new#part'}], {
      server: [{from: '/blog/2022/03/07/Truffle and Celo | The Ultimate Guide', to: '/developer/deploy'}],
      prefixes: [{prefix: '/tooling', to: '/developer'}],
    });
    const {exact, prefixes} = parseRedirectsFile(text);
    expect(exact.get('/old')).toBe('/new#part');
    expect(exact.get('/blog/2022/03/07/Truffle and Celo | The Ultimate Guide')).toBe('/developer/deploy');
    expect(prefixTarget(prefixes, '/tooling/anything')).toBe('/developer');
  });
});
