import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {readInjectedFault} from '@site/src/utils/faultInjection';

type Props = WrapperProps<typeof ContentType>;

/**
 * Renders the docs content as the theme does. The browser tests set
 * `window.__CELO_FAULT__ = 'render'` before a page loads to prove that a
 * render error shows the crash page while the navbar and sidebar keep working.
 * Readers never set it, so for them this wrapper only passes through.
 */
export default function ContentWrapper(props: Props): ReactNode {
  if (readInjectedFault() === 'render') {
    throw new Error('Injected render fault (browser test)');
  }
  return <Content {...props} />;
}
