/**
 * Self (zero-knowledge identity) facts used by the "Build with Self" page: the npm packages and
 * versions the page's code was checked against, and the IdentityVerificationHub V2 deployments on
 * Celo. Records carry a typed `sources` field; addresses are EIP-55 checksummed
 * (tests/unit/self-data.test.ts).
 */
import type {Sources} from './sources';

export interface SelfPackage {
  /** npm package name. */
  name: string;
  /** Version the page's code was written and checked against. */
  version: string;
  /** What the package does in an integration. */
  role: string;
  sources: Sources;
}

export const selfPackages = {
  qrcode: {
    name: '@selfxyz/qrcode',
    version: '1.0.22',
    role: 'React component that shows the QR code (or a deep link) the Self app scans',
    sources: [
      'https://www.npmjs.com/package/@selfxyz/qrcode',
      'selfxyz/self-docs@1c3c9aab7fb86ea37dab617af519194c3bad7614:frontend-integration/qrcode-sdk-api-reference.md',
    ],
  },
  core: {
    name: '@selfxyz/core',
    version: '1.0.8',
    role: 'Backend verifier (SelfBackendVerifier) that checks a proof against the hub',
    sources: [
      'https://www.npmjs.com/package/@selfxyz/core',
      'selfxyz/self-docs@606b50b3331735aa983c0dc0fb9b30837c5c51c9:backend-integration/basic-integration.md',
    ],
  },
  contracts: {
    name: '@selfxyz/contracts',
    version: '1.2.3',
    role: 'Solidity base contract (SelfVerificationRoot) for verifying proofs onchain',
    sources: [
      'https://www.npmjs.com/package/@selfxyz/contracts',
      'selfxyz/self-docs@d26534f51009894c72fa4ec4ab10223784e68530:contract-integration/basic-integration.md',
    ],
  },
} as const satisfies Record<string, SelfPackage>;

/** Solidity version the @selfxyz/contracts sources pin (`pragma solidity 0.8.28`). */
export const selfSolidityVersion = '0.8.28'; // src: https://www.npmjs.com/package/@selfxyz/contracts (read 2026-11-23) (1.2.3, contracts/abstract/SelfVerificationRoot.sol)

export type SelfNetwork = 'mainnet' | 'celoSepolia';

export interface SelfHub {
  network: SelfNetwork;
  /** IdentityVerificationHub V2 proxy address. */
  address: string;
  /** Which documents proofs on this network come from. */
  documents: string;
  /** `endpointType` a frontend passes to SelfAppBuilder to send proofs to a contract on this network. */
  endpointType: 'celo' | 'staging_celo';
  sources: Sources;
}

export const selfHubs: Record<SelfNetwork, SelfHub> = {
  mainnet: {
    network: 'mainnet',
    address: '0xe57F4773bd9c9d8b6Cd70431117d353298B9f5BF',
    documents: 'Real passports and ID cards',
    endpointType: 'celo',
    sources: [
      'selfxyz/self@1db3747b15a785ebfff8f3708e787df18dcaea18:contracts/ignition/deployments/chain-42220/deployed_addresses.json',
      'selfxyz/self-docs@69ec0a3b29a881866ac6c44543ae3b83ad93ba3b:contract-integration/deployed-contracts.md',
    ],
  },
  celoSepolia: {
    network: 'celoSepolia',
    address: '0x16ECBA51e18a4a7e61fdC417f0d47AFEeDfbed74',
    documents: 'Mock documents created in the Self app',
    endpointType: 'staging_celo',
    sources: [
      'selfxyz/self@ae6052ad70455471da8f3cab33b4aa1e11ef86b6:contracts/ignition/deployments/chain-11142220/deployed_addresses.json',
      'selfxyz/self-docs@69ec0a3b29a881866ac6c44543ae3b83ad93ba3b:contract-integration/deployed-contracts.md',
    ],
  },
};

/** Limits the SelfAppBuilder constructor enforces (@selfxyz/sdk-common 1.0.0, used by @selfxyz/qrcode 1.0.22). */
export const selfAppLimits = {
  maxScopeLength: 31, // src: https://www.npmjs.com/package/@selfxyz/sdk-common (read 2026-11-23) (1.0.0, dist SelfAppBuilder: "Scope must be less than 31 characters" when length > 31)
  localhostEndpointsAllowed: false, // src: https://www.npmjs.com/package/@selfxyz/sdk-common (read 2026-11-23) (1.0.0, "localhost endpoints are not allowed")
} as const;
