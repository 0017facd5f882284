import {describe, expect, it} from 'vitest';
import {headersFor, parseHeadersFile} from '../../scripts/serve/headers.mjs';

describe('the server reads _headers (scripts/serve/headers.mjs)', () => {
  it('reads blocks, comments and blank lines; a later block replaces a header of an earlier one', () => {
    const rules = parseHeadersFile('# comment\n/*\n  X-One: 1\n  X-Two: 2: two\n\n/a/*\n  X-One: a\n/b\n  X-Three: 3\n');
    expect(headersFor(rules, '/')).toEqual({'X-One': '1', 'X-Two': '2: two'});
    expect(headersFor(rules, '/a/b/c')).toEqual({'X-One': 'a', 'X-Two': '2: two'});
    expect(headersFor(rules, '/b')).toEqual({'X-One': '1', 'X-Two': '2: two', 'X-Three': '3'});
    expect(headersFor(rules, '/bc')).toEqual({'X-One': '1', 'X-Two': '2: two'});
  });

});
