import type {ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import {PageMetadata} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {cardPath} from '@site/src/plugins/social-cards/cardPath';
import {withoutBaseUrl} from '@site/src/utils/withoutBaseUrl';

/**
 * The theme's site-wide metadata, with the page's own social card as its default `og:image` and
 * `twitter:image` (absolute URLs, from the site's `url`). A page that sets `image` in its front
 * matter still wins: the theme's page metadata comes later in the tree. The plugin
 * src/plugins/social-cards/ draws the card at the path `cardPath` gives.
 */
export default function SiteMetadataWrapper(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <SiteMetadata />
      <PageMetadata image={cardPath(withoutBaseUrl(pathname, siteConfig.baseUrl))} />
    </>
  );
}
