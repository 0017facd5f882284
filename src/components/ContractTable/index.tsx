import '@site/src/i18n/codeStrings?namespace=contractTable';
import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';

import Address from '@site/src/components/Address';
import {coreContracts, l1Contracts, opStackPredeploys, type Contract} from '@site/src/data/contracts';
import {networks, type NetworkId} from '@site/src/data/networks';
import {feeCurrencies, tokens, type Token} from '@site/src/data/tokens';

import styles from './styles.module.css';

export type ContractTableKind = 'core' | 'tokens' | 'l1' | 'feeCurrencies' | 'predeploys';

export interface ContractTableProps {
  network: NetworkId;
  /**
   * `core`: Celo core contracts (proxies). `tokens`: token contracts. `l1`: rollup contracts on the
   * settlement layer. `feeCurrencies`: what to pass as `feeCurrency`. `predeploys`: OP Stack predeploys.
   */
  kind: ContractTableKind;
}

function Empty({children}: {children: ReactNode}): ReactNode {
  return <p className={styles.empty}>{children}</p>;
}

function notPublished(): string {
  return translate({id: 'contractTable.notPublished', message: 'Not published'});
}

function ContractRows({contracts, network, caption}: {contracts: readonly Contract[]; network?: NetworkId; caption: string}): ReactNode {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{translate({id: 'contractTable.contract', message: 'Contract'})}</th>
          <th scope="col">{translate({id: 'contractTable.address', message: 'Address'})}</th>
          <th scope="col">{translate({id: 'contractTable.notes', message: 'Notes'})}</th>
        </tr>
      </thead>
      <tbody>
        {contracts.map((c) => (
          <tr key={c.name}>
            <th scope="row">{c.name}</th>
            <td>
              <Address address={c.address} network={network} />
            </td>
            <td>{c.note ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TokenName({token}: {token: Token}): ReactNode {
  return (
    <>
      <strong>{token.symbol}</strong>
      <br />
      <span className={styles.secondary}>{token.name}</span>
      {token.legacySymbol && (
        <>
          <br />
          <span className={styles.secondary}>
            <Translate id="contractTable.formerly" values={{symbol: <code>{token.legacySymbol}</code>}}>
              {'formerly {symbol}'}
            </Translate>
          </span>
        </>
      )}
    </>
  );
}

function TokenRows({network}: {network: NetworkId}): ReactNode {
  const list = tokens[network];
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        {translate({id: 'contractTable.tokensCaption', message: 'Token contracts on {network}'}, {network: networks[network].name})}
      </caption>
      <thead>
        <tr>
          <th scope="col">{translate({id: 'contractTable.token', message: 'Token'})}</th>
          <th scope="col">{translate({id: 'contractTable.address', message: 'Address'})}</th>
          <th scope="col">{translate({id: 'contractTable.decimals', message: 'Decimals'})}</th>
          <th scope="col">{translate({id: 'contractTable.issuerNotes', message: 'Issuer and notes'})}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((t) => (
          <tr key={t.address}>
            <th scope="row">
              <TokenName token={t} />
            </th>
            <td>
              <Address address={t.address} network={network} />
            </td>
            <td>{t.decimals ?? notPublished()}</td>
            <td>{[t.issuer, t.note].filter(Boolean).join('. ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FeeCurrencyRows({network}: {network: NetworkId}): ReactNode {
  const list = feeCurrencies(network);
  if (list.length === 0) {
    return (
      <Empty>
        <Translate id="contractTable.noFeeCurrencies" values={{network: networks[network].name}}>
          {'No fee currencies are published for {network}.'}
        </Translate>
      </Empty>
    );
  }
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        {translate({id: 'contractTable.feeCaption', message: 'Fee currencies on {network}'}, {network: networks[network].name})}
      </caption>
      <thead>
        <tr>
          <th scope="col">{translate({id: 'contractTable.token', message: 'Token'})}</th>
          <th scope="col">{translate({id: 'contractTable.feeCurrencyValue', message: 'Value for feeCurrency'})}</th>
          <th scope="col">{translate({id: 'contractTable.tokenAddress', message: 'Token address'})}</th>
          <th scope="col">{translate({id: 'contractTable.decimals', message: 'Decimals'})}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((f) => (
          <tr key={f.token}>
            <th scope="row">{f.symbol}</th>
            <td>
              <Address address={f.feeCurrencyAddress} network={network} />
              {f.viaAdapter && (
                <span className={styles.secondary}>
                  {' '}
                  {translate({id: 'contractTable.adapter', message: '(adapter)'})}
                </span>
              )}
            </td>
            <td>
              {f.viaAdapter ? (
                <Address address={f.token} network={network} />
              ) : (
                translate({id: 'contractTable.sameAsToken', message: 'Same as the value for feeCurrency'})
              )}
            </td>
            <td>{f.decimals ?? notPublished()}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Contract addresses of one network and kind, from `src/data`. */
export default function ContractTable({network, kind}: ContractTableProps): ReactNode {
  const name = networks[network].name;
  switch (kind) {
    case 'core':
      return (
        <ContractRows
          contracts={coreContracts[network]}
          network={network}
          caption={translate({id: 'contractTable.coreCaption', message: 'Core contracts on {network} (proxy addresses)'}, {network: name})}
        />
      );
    case 'tokens':
      return <TokenRows network={network} />;
    case 'feeCurrencies':
      return <FeeCurrencyRows network={network} />;
    case 'predeploys':
      return (
        <ContractRows
          contracts={opStackPredeploys}
          network={network}
          caption={translate({id: 'contractTable.predeployCaption', message: 'OP Stack predeploys on {network}'}, {network: name})}
        />
      );
    case 'l1': {
      const l1 = l1Contracts[network];
      if (!l1) {
        return (
          <Empty>
            <Translate id="contractTable.noL1" values={{network: name}}>
              {'No settlement-layer contract addresses are published for {network}.'}
            </Translate>
          </Empty>
        );
      }
      // No network prop: these live on Ethereum, whose explorers are not part of the site's data.
      return (
        <ContractRows
          contracts={l1.contracts}
          caption={translate(
            {id: 'contractTable.l1Caption', message: 'Contracts of {network} on {chain}'},
            {network: name, chain: l1.chain},
          )}
        />
      );
    }
  }
}
