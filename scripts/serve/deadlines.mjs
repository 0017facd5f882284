// Time limits of scripts/serve.mjs, so a client that stalls cannot hold a
// socket, and the memory of the body queued for it, for ever. Node's own
// limits cover the request: headers within `headersTimeout` (408), the whole
// request within `requestTimeout`. Nothing in Node limits the response: a
// client that stops reading leaves the rest of an in-memory body queued in
// the socket's buffer, and a streamed file's read stream paused, until it
// goes away. Two limits close that:
//   - idle: a socket on which nothing was read or written for `idleTimeout`
//     ms is destroyed (a client that stopped reading; a kept-alive connection
//     left open is closed sooner, by Node's keepAliveTimeout, 5 s);
//   - response: a response not handed whole to the operating system within
//     `responseTimeout` ms of its request is cut off with its socket (a client
//     that reads a byte now and then, which the idle limit never sees).
// Destroying the socket ends the file stream and frees the queued body.

/**
 * A command-line value in milliseconds, or an error naming the option.
 * @param {string} name the option, for the message
 * @param {string} value
 * @returns {number}
 */
export function milliseconds(name, value) {
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`--${name} must be a positive number of milliseconds (got "${value}").`);
  return ms;
}

/**
 * Applies the idle and response limits to an HTTP server.
 * @param {import('node:http').Server} server
 * @param {{idleTimeout: number, responseTimeout: number}} limits
 */
export function applyDeadlines(server, {idleTimeout, responseTimeout}) {
  // With no 'timeout' listener, Node destroys the socket when this fires.
  server.setTimeout(idleTimeout);
  server.on('request', (req, res) => {
    const timer = setTimeout(() => res.destroy(), responseTimeout);
    // Not kept alive by the timer: a server closing may exit at once.
    timer.unref();
    // 'close' follows both a response handed over whole ('finish') and a socket closed early.
    res.once('close', () => clearTimeout(timer));
  });
}
