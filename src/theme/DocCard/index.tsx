import type {ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type {Props} from '@theme/DocCard';
import descriptions from '@generated/docusaurus-plugin-content-docs/default/doc-descriptions.json';

/**
 * Doc cards take their description from a data file only the pages with cards
 * load: `src/plugins/docs` removes descriptions from the metadata every docs
 * page loads. A description set on the sidebar item still wins.
 */
export default function DocCardWithDescription({item}: Props): ReactNode {
  if (item.type === 'link' && !item.description && item.docId && descriptions[item.docId]) {
    return <DocCard item={{...item, description: descriptions[item.docId]}} />;
  }
  return <DocCard item={item} />;
}
