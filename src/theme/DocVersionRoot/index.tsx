import {useMemo, type ReactNode} from 'react';
import DocVersionRoot from '@theme-original/DocVersionRoot';
import type {Props} from '@theme/DocVersionRoot';
import {sidebarsOf} from '../../plugins/docs/client/sidebars';

/**
 * The version's sidebars come from the sidebar modules the pages load (`src/plugins/docs`), not
 * from the version metadata, which no longer carries them: the theme reads `docsSidebars[name]`
 * of the page's sidebar as it renders, after the page's modules, its sidebar's included, loaded.
 */
export default function DocVersionRootWithLoadedSidebars(props: Props): ReactNode {
  const {version} = props;
  const withSidebars = useMemo(() => ({...version, docsSidebars: sidebarsOf(version.pluginId, version.version)}), [version]);
  return <DocVersionRoot {...props} version={withSidebars} />;
}
