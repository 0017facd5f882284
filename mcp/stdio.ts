/**
 * The stdio transport of `npm run mcp`: one JSON-RPC message per line, as the SDK's
 * `StdioServerTransport` reads them, but a client's mistake never silences or stops the server:
 * - a line that is not JSON gets a -32700 (parse error) reply, and a JSON value that is not a
 *   JSON-RPC message gets -32600 (invalid request), with the request's id when it has a usable
 *   one, else null (JSON-RPC 2.0, section 5.1); the SDK's transport reported both to `onerror`
 *   only, and the client waited for ever;
 * - a message over `MAX_MESSAGE_BYTES` (10 MiB) is refused with a -32600 reply as soon as its size
 *   is passed, and the rest of its line is dropped without being kept; the SDK's transport closed
 *   itself there, which ended the server.
 */
import process from 'node:process';
import type {Readable, Writable} from 'node:stream';
import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js';
import {JSONRPCMessageSchema, type JSONRPCMessage} from '@modelcontextprotocol/sdk/types.js';

export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/** The JSON-RPC error codes this transport answers with. */
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;

const NEWLINE = 0x0a;

/** The id of a rejected message, when it has one a client can match (JSON-RPC: a string or a number). */
function usableId(value: unknown): string | number | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, 'id')) return null;
  const {id} = value as {id: unknown};
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null;
}

export class LineTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;

  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** True while the rest of an oversized line is being dropped. */
  private dropping = false;
  private started = false;

  constructor(
    private readonly input: Readable = process.stdin,
    private readonly output: Writable = process.stdout,
    private readonly maxBytes = MAX_MESSAGE_BYTES,
  ) {}

  private readonly onData = (chunk: Buffer) => {
    let start = 0;
    for (;;) {
      const end = chunk.indexOf(NEWLINE, start);
      const piece = chunk.subarray(start, end === -1 ? chunk.length : end);
      if (!this.dropping) {
        if (this.pendingBytes + piece.length > this.maxBytes) {
          this.pending = [];
          this.pendingBytes = 0;
          this.dropping = true;
          this.refuse(null, INVALID_REQUEST, `Invalid Request: a message must be at most ${this.maxBytes} bytes (10 MiB); this one was dropped.`);
        } else if (piece.length > 0) {
          this.pending.push(piece);
          this.pendingBytes += piece.length;
        }
      }
      if (end === -1) return;
      if (this.dropping) this.dropping = false;
      else this.handleLine(Buffer.concat(this.pending).toString('utf8'));
      this.pending = [];
      this.pendingBytes = 0;
      start = end + 1;
    }
  };

  private readonly onInputError = (error: Error) => this.onerror?.(error);

  private handleLine(raw: string) {
    const line = raw.replace(/\r$/, '');
    if (!line.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      this.refuse(null, PARSE_ERROR, 'Parse error: the line is not valid JSON. Send one JSON-RPC message per line.');
      return;
    }
    const parsed = JSONRPCMessageSchema.safeParse(value);
    if (!parsed.success) {
      this.refuse(usableId(value), INVALID_REQUEST, 'Invalid Request: not a JSON-RPC 2.0 message (a "jsonrpc": "2.0" object with a method, or a result or error).');
      return;
    }
    this.onmessage?.(parsed.data);
  }

  private refuse(id: string | number | null, code: number, message: string) {
    this.onerror?.(new Error(message));
    this.write(JSON.stringify({jsonrpc: '2.0', id, error: {code, message}}) + '\n').catch(() => {});
  }

  private write(text: string): Promise<void> {
    return new Promise((resolve) => {
      if (this.output.write(text)) resolve();
      else this.output.once('drain', resolve);
    });
  }

  async start(): Promise<void> {
    if (this.started) throw new Error('LineTransport already started');
    this.started = true;
    this.input.on('data', this.onData);
    this.input.on('error', this.onInputError);
  }

  send(message: JSONRPCMessage): Promise<void> {
    return this.write(JSON.stringify(message) + '\n');
  }

  async close(): Promise<void> {
    this.input.off('data', this.onData);
    this.input.off('error', this.onInputError);
    if (this.input.listenerCount('data') === 0) this.input.pause();
    this.pending = [];
    this.onclose?.();
  }
}
