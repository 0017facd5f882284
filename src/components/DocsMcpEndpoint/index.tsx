import '@site/src/i18n/codeStrings?namespace=docsMcp';
import {Fragment, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
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
            <Translate
              id="docsMcp.clientIn"
              description="Above the configuration line of one MCP client; where is a file name (or several) or 'a terminal'"
              values={{
                client: <strong>{config.client}</strong>,
                where:
                  config.files.length === 0
                    ? translate({id: 'docsMcp.terminal', message: 'a terminal', description: 'Where a command-line MCP client is configured'})
                    : config.files.map((file, i) => (
                        <Fragment key={file}>
                          {i > 0
                            ? ` ${translate({id: 'docsMcp.or', message: 'or', description: 'Between two configuration file names'})} `
                            : null}
                          <code>{file}</code>
                        </Fragment>
                      )),
              }}>
              {'{client}, in {where}:'}
            </Translate>
          </p>
          <CodeBlock language={config.language}>{config.line}</CodeBlock>
        </Fragment>
      ))}
    </>
  );
}
