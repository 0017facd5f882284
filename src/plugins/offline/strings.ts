/**
 * The offline page's words in each of the site's languages. The page is a plain HTML file written in
 * postBuild (offlinePage.ts), outside React, so Docusaurus's `translate()` and `i18n/<locale>/code.json`
 * do not reach it; each language's build picks its table here, as the AI layer does
 * (src/plugins/ai-docs/strings.ts). The sentences its script writes (offlinePage.client.js) travel in
 * the page's `data-offline`, with `{count}` where the number of pages goes.
 */

/** The site's languages (config/locales.json). */
export type OfflineLocale = 'en' | 'es' | 'pt-BR';

/** What offlinePage.client.js writes once it knows where the reader is and what is kept. */
export interface OfflineScriptStrings {
  /** On the offline page itself (`/offline`), opened on purpose. */
  keptIntro: string;
  /** Online, but the site did not answer. */
  unreachable: string;
  /** `{count}` pages kept: one, and more than one. */
  countOne: string;
  countOther: string;
  none: string;
  unreadable: string;
}

export interface OfflineStrings extends OfflineScriptStrings {
  /** The tab title, before the site's title. */
  title: string;
  heading: string;
  /** Offline, and this page is not kept (the first thing the page says, before its script runs). */
  offlineReason: string;
  /** "Try again" is the link; the rest of the sentence follows it. */
  retry: string;
  retryRest: string;
  listHeading: string;
  looking: string;
  /** The navbar's label. */
  mainNavigation: string;
}

const STRINGS: Readonly<Record<OfflineLocale, OfflineStrings>> = {
  en: {
    title: 'Offline',
    heading: 'This page is not available offline',
    offlineReason: 'You are offline, and this page has not been kept on this device.',
    retry: 'Try again',
    retryRest: ' when you are back online, or open a page that is available offline.',
    listHeading: 'Pages available offline',
    looking: 'Looking for the pages kept on this device…',
    mainNavigation: 'Main',
    keptIntro: 'When you are offline, the pages below are the ones this device has kept.',
    unreachable: 'The site could not be reached, and this page has not been kept on this device.',
    countOne: '{count} page is available offline.',
    countOther: '{count} pages are available offline.',
    none: 'No page is kept on this device yet. Pages you open are kept as you read them, and "Save for offline" on the docs home keeps them all.',
    unreadable: 'The list of pages kept on this device could not be read.',
  },
  es: {
    title: 'Sin conexión',
    heading: 'Esta página no está disponible sin conexión',
    offlineReason: 'No tiene conexión y esta página no se ha guardado en este dispositivo.',
    retry: 'Vuelva a intentarlo',
    retryRest: ' cuando tenga conexión, o abra una página disponible sin conexión.',
    listHeading: 'Páginas disponibles sin conexión',
    looking: 'Buscando las páginas guardadas en este dispositivo…',
    mainNavigation: 'Principal',
    keptIntro: 'Sin conexión, puede leer las páginas que este dispositivo ha guardado, que se listan abajo.',
    unreachable: 'No se pudo acceder al sitio y esta página no se ha guardado en este dispositivo.',
    countOne: '{count} página está disponible sin conexión.',
    countOther: '{count} páginas están disponibles sin conexión.',
    none: 'Este dispositivo aún no ha guardado ninguna página. Las páginas que abre se guardan mientras las lee, y «Guardar para leer sin conexión», en la página de inicio de la documentación, las guarda todas.',
    unreadable: 'No se pudo leer la lista de páginas guardadas en este dispositivo.',
  },
  'pt-BR': {
    title: 'Sem conexão',
    heading: 'Esta página não está disponível sem conexão',
    offlineReason: 'Você está sem conexão e esta página não foi guardada neste dispositivo.',
    retry: 'Tente de novo',
    retryRest: ' quando estiver conectado, ou abra uma página disponível sem conexão.',
    listHeading: 'Páginas disponíveis sem conexão',
    looking: 'Procurando as páginas guardadas neste dispositivo…',
    mainNavigation: 'Principal',
    keptIntro: 'Sem conexão, você pode ler as páginas que este dispositivo guardou, listadas abaixo.',
    unreachable: 'Não foi possível acessar o site e esta página não foi guardada neste dispositivo.',
    countOne: '{count} página está disponível sem conexão.',
    countOther: '{count} páginas estão disponíveis sem conexão.',
    none: 'Este dispositivo ainda não guardou nenhuma página. As páginas que você abre são guardadas enquanto você as lê, e "Salvar para ler sem conexão", na página inicial da documentação, guarda todas.',
    unreadable: 'Não foi possível ler a lista de páginas guardadas neste dispositivo.',
  },
};

/** The table of a build's locale; English for a locale without one (a language being added). */
export function offlineStrings(locale: string): OfflineStrings {
  return (STRINGS as Readonly<Record<string, OfflineStrings>>)[locale] ?? STRINGS.en;
}

/** The languages that have a table (a test checks each against config/locales.json). */
export const OFFLINE_LOCALES = Object.keys(STRINGS) as OfflineLocale[];
