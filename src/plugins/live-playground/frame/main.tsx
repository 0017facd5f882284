/**
 * The playground frame's script, bundled on its own by ../buildFrame.ts (React and react-live,
 * none of the site). It waits for the page's code, compiles and renders it with react-live,
 * shows a compile or render error in place of the result, and tells the page its height.
 *
 * This document may evaluate code (its policy allows 'unsafe-eval', config/securityHeaders.mjs)
 * because the page embeds it with `sandbox="allow-scripts"`: the code runs in an opaque origin,
 * without the site's cookies, storage or DOM. Its policy blocks every request, but not WebRTC, so
 * WebRTC's constructors are removed from its globals first (./withoutWebRtc.ts).
 */
import React, {Component, useEffect, useState, type ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import {LiveError, LivePreview, LiveProvider} from 'react-live';
import {asRenderMessage, type FrameMessage, type RenderMessage} from '../protocol';
import {removeWebRtc} from './withoutWebRtc';

// Before anything else: the reader's code, compiled later, must find no WebRTC to reach hosts with.
removeWebRtc(window);

/** The origin of this document's URL, the site's; the frame's own origin is opaque ("null"). */
const SITE_ORIGIN = new URL(window.location.href).origin;

/** What a live block may name without importing it, as in the theme's ReactLiveScope. */
const scope = {React, ...React};

/** The theme's transform (a trailing `;`), so a block compiles here exactly as it did in the page. */
const transformCode = (code: string): string => `${code};`;

function post(message: FrameMessage): void {
  window.parent.postMessage(message, SITE_ORIGIN);
}

/** A render error that react-live does not catch (a hook misused, say) replaces the result, not the frame. */
class ResultBoundary extends Component<{children: ReactNode}, {error: string | null}> {
  override state = {error: null as string | null};
  static getDerivedStateFromError(error: unknown): {error: string} {
    return {error: String(error)};
  }
  override render(): ReactNode {
    return this.state.error ? <pre className="error">{this.state.error}</pre> : this.props.children;
  }
}

function applyStyle({style}: RenderMessage): void {
  document.documentElement.style.colorScheme = style.colorScheme;
  document.documentElement.style.backgroundColor = style.backgroundColor;
  Object.assign(document.body.style, {
    color: style.color,
    fontFamily: style.fontFamily,
    fontSize: style.fontSize,
    lineHeight: style.lineHeight,
  });
}

function Result(): ReactNode {
  const [job, setJob] = useState<RenderMessage | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || event.origin !== SITE_ORIGIN) return;
      const message = asRenderMessage(event.data);
      if (!message) return;
      applyStyle(message);
      setJob(message);
    };
    window.addEventListener('message', onMessage);
    post({type: 'ready'});
    return () => window.removeEventListener('message', onMessage);
  }, []);
  if (!job) return null;
  return (
    <LiveProvider code={job.code} noInline={job.noInline} scope={scope} transformCode={transformCode}>
      <ResultBoundary key={job.code}>
        <LivePreview />
      </ResultBoundary>
      <LiveError className="error" role="alert" />
    </LiveProvider>
  );
}

function reportHeight(): void {
  post({type: 'height', height: Math.ceil(document.body.getBoundingClientRect().height)});
}

new ResizeObserver(reportHeight).observe(document.body);
createRoot(document.getElementById('root')!).render(<Result />);
