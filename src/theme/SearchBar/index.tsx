import {lazy, Suspense, useCallback, useState, type ComponentProps, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

// Only the hosted search uses it here: a lazy chunk, fetched after the page
// loads, so the local search's pages do not carry it.
const ModalExtras = lazy(() =>
  import('@site/src/components/SearchModalExtras').then((m) => ({default: m.ModalExtras})),
);

type Props = ComponentProps<typeof SearchBar>;

interface SearchClient {
  search: (...args: unknown[]) => Promise<unknown>;
  addAlgoliaAgent?: (segment: string, version?: string) => void;
}

/** One empty result per request, for either call shape of the Algolia client. */
function emptyResults(request: unknown): unknown[] {
  const requests = Array.isArray(request)
    ? request
    : ((request as {requests?: unknown[]} | undefined)?.requests ?? [request]);
  return requests.map(() => ({hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 0, query: '', params: ''}));
}

/**
 * Hosted DocSearch only (Algolia variables set). DocSearch 4.7 resets its own
 * error state as soon as a request fails, so an unreachable Algolia shows "No
 * results found". This watches the client's searches and puts the spec's
 * "Unable to fetch results" screen over the modal while they fail, the same
 * overlay the local search uses.
 */
function HostedSearchBar(props: Props): ReactNode {
  const {siteMetadata} = useDocusaurusContext();
  const [error, setError] = useState(false);
  const transformSearchClient = useCallback(
    (client: SearchClient) => {
      client.addAlgoliaAgent?.('docusaurus', siteMetadata.docusaurusVersion);
      const search = client.search.bind(client);
      client.search = async (...args: unknown[]) => {
        try {
          const response = await search(...args);
          setError(false);
          return response;
        } catch {
          // Answer with empty results instead of rethrowing: DocSearch would
          // otherwise leave an unhandled rejection, and the overlay already
          // tells the reader what happened.
          setError(true);
          return {results: emptyResults(args[0])};
        }
      };
      return client;
    },
    [siteMetadata.docusaurusVersion],
  );
  const hostedProps = {...props, transformSearchClient} as Props;
  return (
    <>
      <SearchBar {...hostedProps} />
      <Suspense fallback={null}>
        <ModalExtras suggestions={[]} error={error} />
      </Suspense>
    </>
  );
}

/** The local search bar as it is; the hosted one with its error screen. */
export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.themeConfig.algolia ? <HostedSearchBar {...props} /> : <SearchBar {...props} />;
}
