/**
 * The code block and its highlighter, split out of every page's first load
 * (`index.tsx` loads this chunk). Docusaurus registers the extra Prism
 * languages from a client module that runs on every page; the site replaces
 * that module (see `src/plugins/lazy-prism`) and registers them here, before
 * any block renders, on the server and in the browser alike.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock;
