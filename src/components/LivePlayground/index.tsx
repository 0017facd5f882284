/**
 * A live code block whose code never runs in the page: the reader edits it here (the theme's
 * editor), and it compiles and renders in a sandboxed frame (./FramePreview.tsx), so the page's
 * Content-Security-Policy needs no 'unsafe-eval'. Loaded lazily by src/theme/LiveCodeBlock.
 * See src/plugins/live-playground/README.md.
 */
import {useEffect, useMemo, useState, type ReactNode} from 'react';
import {LiveContext} from 'react-live';
import {usePrismTheme, useThemeConfig} from '@docusaurus/theme-common';
import {PlaygroundProvider} from '@docusaurus/theme-live-codeblock/client';
import type {ThemeConfig} from '@docusaurus/theme-live-codeblock';
import PlaygroundContainer from '@theme/Playground/Container';
import PlaygroundEditor from '@theme/Playground/Editor';
import type {Props} from '@theme/LiveCodeBlock';
import FramePreview from './FramePreview';

/** The editor and the result for one version of the code; "Reset" mounts a fresh one. */
function Playground({initialCode, noInline}: {initialCode: string; noInline: boolean}): ReactNode {
  const [code, setCode] = useState(initialCode);
  const theme = usePrismTheme();
  const {playgroundPosition} = (useThemeConfig() as unknown as ThemeConfig).liveCodeBlock;
  // The editor (use-editable) takes hold of its element on its first render after mounting.
  // react-live's own provider causes that render with its first compile; this one compiles
  // nothing, so it renders once more on mount. Without it, the reader's first keystroke would
  // be that render, and use-editable re-attaching then takes the focus from the editor.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // The theme's editor reads its code, theme and change handler from react-live's context; the
  // compiling half of that context (element, error) lives in the frame.
  const live = useMemo(
    () => ({code: initialCode, language: 'tsx', theme, disabled: false, onChange: setCode, onError: () => undefined, mounted}),
    [initialCode, theme, mounted],
  );
  const preview = <FramePreview code={code} noInline={noInline} />;
  return (
    <LiveContext.Provider value={live}>
      {playgroundPosition === 'top' && preview}
      <PlaygroundEditor />
      {playgroundPosition !== 'top' && preview}
    </LiveContext.Provider>
  );
}

export default function LivePlayground({children, metastring}: Props): ReactNode {
  const [resetKey, setResetKey] = useState(0);
  const reset = useMemo(() => ({reset: () => setResetKey((key) => key + 1)}), []);
  const initialCode = (children ?? '').replace(/\n$/, '');
  return (
    <PlaygroundContainer>
      <PlaygroundProvider value={reset}>
        <Playground key={resetKey} initialCode={initialCode} noInline={metastring?.includes('noInline') ?? false} />
      </PlaygroundProvider>
    </PlaygroundContainer>
  );
}
