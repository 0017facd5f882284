// Docusaurus finds `@theme/CodeBlock` here; the wrapper lives with the rest of the code-blocks
// feature (src/features/code-blocks/README.md).
export {default} from '@site/src/features/code-blocks/client/CodeBlock';
