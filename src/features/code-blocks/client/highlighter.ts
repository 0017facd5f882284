/**
 * The theme's code block and Prism, the lazy chunk `CodeBlock.tsx` loads. The extra Prism
 * languages are registered here, before any block renders, on the server and in the browser
 * alike: the feature's plugin took them out of every page's start-up (../README.md).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock;
