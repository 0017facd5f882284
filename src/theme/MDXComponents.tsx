import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import DeferredHydration from '@site/src/components/DeferredHydration';
import Diagram from '@site/src/components/Diagram';

/**
 * Markdown tables keep their server HTML through hydration, and render with
 * React only when the reader reaches for them (see DeferredHydration); until
 * then their links work as plain links. Reference pages such as the celocli
 * topics carry hundreds of table cells; hydrating them all at once was a large
 * share of those pages' blocking time on phones.
 */
function Table(props: ComponentProps<'table'>): ReactNode {
  return (
    <DeferredHydration>
      <table {...props} />
    </DeferredHydration>
  );
}

/** `Diagram` is written by src/remark/diagrams.ts for each `dot diagram` code block. */
export default {...MDXComponents, table: Table, Diagram};
