import '@site/src/i18n/codeStrings?namespace=home';
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import CardGrid from '@site/src/components/CardGrid';
import SaveForOffline from '@site/src/components/SaveForOffline';
import {homeSections} from '@site/src/data/homeSections';
import styles from './styles.module.css';

/**
 * siteConfig.tagline in the page's language: the config holds one tagline for every build, so the
 * home page translates it here (its English message is the config's; tests/unit/i18n-code-strings.test.ts
 * holds the two together).
 */
function translatedTagline(): string {
  return translate({id: 'home.tagline', message: 'Documentation for the Celo platform.', description: 'The site tagline, under the home page title'});
}

function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const tagline = translatedTagline();
  return (
    <div className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.heroTitle}>
          {siteConfig.title}
        </Heading>
        <p className={styles.heroTagline}>{tagline}</p>
        <p className={styles.heroLead}>
          <Translate id="home.hero.lead">
            Celo is an Ethereum layer 2 built on the OP Stack, made for fast, low-cost payments and
            apps that people use on their phones.
          </Translate>
        </p>
        <div className={styles.heroActions}>
          <Link className="button button--primary button--lg" to="/build/quickstart">
            <Translate id="home.hero.quickstart">Start building</Translate>
          </Link>
          <Link className="button button--secondary button--outline button--lg" to="/what-is-celo">
            <Translate id="home.hero.learn">Learn about Celo</Translate>
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The home page, served at `/` and `/home`. */
export default function HomePage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title={translate({id: 'home.head.title', message: 'Home', description: 'Title of the home page'})} description={translatedTagline()}>
      <Head>
        <link rel="canonical" href={`${siteConfig.url}/`} />
      </Head>
      <main>
        <MarkdownAlternate />
        <Hero />
        <div className="container margin-vert--lg">
        {homeSections.map((section) => (
          <section key={section.id} className={styles.section} aria-labelledby={`home-${section.id}`}>
            <Heading as="h2" id={`home-${section.id}`}>
              {section.title}
            </Heading>
            <p className={styles.sectionIntro}>{section.intro}</p>
            <CardGrid items={section.cards} />
          </section>
        ))}
        {/* "Save for offline" keeps the pages of the reader's language (SaveForOffline). */}
        <section className={styles.section} aria-labelledby="home-offline">
          <Heading as="h2" id="home-offline">
            {translate({id: 'home.offline.title', message: 'Read offline', description: 'The heading of the home page section with "Save for offline"'})}
          </Heading>
          <SaveForOffline />
        </section>
        </div>
      </main>
    </Layout>
  );
}
