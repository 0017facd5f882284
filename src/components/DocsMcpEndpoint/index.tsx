import {Fragment, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import {docsMcpClientConfigs, docsMcpUrl} from '@site/src/data/docsMcp';

/**
 * The docs MCP endpoint of the site being read (its origin plus `/mcp`, from src/data/docsMcp.ts),
 * so a preview deployment shows its own endpoint and the production site docs.celo.org's.
 */
export function DocsMcpUrl(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return <code>{docsMcpUrl(siteConfig.url)}</code>;
}

/** One line per client (Claude Code, Cursor, VS Code), each under the place it goes. */
export function DocsMcpClients(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      {docsMcpClientConfigs(siteConfig.url).map((config) => (
        <Fragment key={config.client}>
          <p>
            <strong>{config.client}</strong>, in{' '}
            {config.files.length === 0
              ? 'a terminal'
              : config.files.map((file, i) => (
                  <Fragment key={file}>
                    {i > 0 ? ' or ' : null}
                    <code>{file}</code>
                  </Fragment>
                ))}
            :
          </p>
          <CodeBlock language={config.language}>{config.line}</CodeBlock>
        </Fragment>
      ))}
    </>
  );
}
