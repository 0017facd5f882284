import type {ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type {Props} from '@theme/DocCard';
import descriptions from '@generated/docusaurus-plugin-content-docs/default/doc-descriptions.json';

/**
 * Doc cards take their description from a data file only the pages with cards
 * load: `src/plugins/docs` leaves the map of every doc out of the metadata
 * every docs page loads. The card gets its link without the doc id, which the
 * theme's card would look up in that map. A description set on the sidebar
 * item still wins.
 */
export default function DocCardWithDescription({item}: Props): ReactNode {
  if (item.type !== 'link' || !item.docId) return <DocCard item={item} />;
  const {docId, ...link} = item;
  return <DocCard item={{...link, description: item.description ?? descriptions[docId]}} />;
}
