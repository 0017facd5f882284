import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import '@site/src/css/diagrams.css';
import styles from './styles.module.css';

export interface DiagramProps {
  /** The diagram's caption and accessible name (also the SVG's `<title>`). */
  title: string;
  /** The id of the SVG's `<title>`, unique in the page. */
  id: string;
  /** The SVG, rendered at build time by src/remark/diagrams.ts. */
  svg: string;
  /** The text description and the DOT source, as Markdown the remark plugin wrote. */
  children?: ReactNode;
}

/**
 * A diagram drawn at build time from Graphviz DOT (src/remark/diagrams.ts writes this element; pages
 * write a `dot diagram` code block, never this component). The SVG scrolls sideways inside its own
 * box on a narrow screen, never the page; "Diagram as text" holds the same information as a list,
 * for screen readers, search and the Markdown twin, with the DOT source.
 */
export default function Diagram({title, id, svg, children}: DiagramProps): ReactNode {
  const captionId = `${id}-caption`;
  return (
    <figure className={`diagram-figure ${styles.figure}`}>
      {/* Focusable so a keyboard can scroll a diagram wider than the screen (WCAG 2.1.1). */}
      <div className={styles.scroll} tabIndex={0} role="group" aria-labelledby={captionId}>
        <div className={styles.drawing} dangerouslySetInnerHTML={{__html: svg}} />
      </div>
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      <details className={styles.text}>
        <summary>
          <Translate id="theme.diagram.asText" description="The summary of a diagram's text description">
            Diagram as text
          </Translate>
        </summary>
        {children}
      </details>
    </figure>
  );
}
