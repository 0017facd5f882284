/**
 * The messages between a page's live playground (src/components/LivePlayground) and its
 * sandboxed preview frame (./frame/main.tsx). The frame runs in an opaque origin, so each side
 * checks who sent a message (the page: its own frame's window; the frame: its parent and the
 * site's origin) and reads only these shapes.
 */

/** How the frame should look, copied from the page's preview box so the result matches the site. */
export interface FrameStyle {
  /** The box's background as it looks (opaque), painted by the frame itself (see opaqueBackground.ts). */
  backgroundColor: string;
  color: string;
  colorScheme: string;
  fontFamily: string;
  fontSize: string;
  lineHeight: string;
}

/** Page → frame: compile and show this code. */
export interface RenderMessage {
  type: 'render';
  code: string;
  /** The block calls `render(...)` itself (the `noInline` meta of a live block). */
  noInline: boolean;
  style: FrameStyle;
}

/** Frame → page: the frame's script is running and listening. */
export interface ReadyMessage {
  type: 'ready';
}

/** Frame → page: the height of the frame's content, so the page sizes the frame to fit it. */
export interface HeightMessage {
  type: 'height';
  height: number;
}

export type FrameMessage = ReadyMessage | HeightMessage;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function asFrameMessage(data: unknown): FrameMessage | null {
  if (!isRecord(data)) return null;
  if (data.type === 'ready') return {type: 'ready'};
  if (data.type === 'height' && typeof data.height === 'number' && Number.isFinite(data.height) && data.height >= 0) {
    return {type: 'height', height: data.height};
  }
  return null;
}

export function asRenderMessage(data: unknown): RenderMessage | null {
  if (!isRecord(data) || data.type !== 'render' || typeof data.code !== 'string' || !isRecord(data.style)) return null;
  const style = data.style;
  const text = (key: keyof FrameStyle) => (typeof style[key] === 'string' ? (style[key] as string) : '');
  return {
    type: 'render',
    code: data.code,
    noInline: data.noInline === true,
    style: {
      backgroundColor: text('backgroundColor'),
      color: text('color'),
      colorScheme: text('colorScheme'),
      fontFamily: text('fontFamily'),
      fontSize: text('fontSize'),
      lineHeight: text('lineHeight'),
    },
  };
}
