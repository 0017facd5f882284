/// <reference types="@docusaurus/module-type-aliases" />
/// <reference types="@docusaurus/theme-classic" />
/// <reference types="@docusaurus/theme-live-codeblock" />
/// <reference types="@docusaurus/plugin-ideal-image" />

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

// Written by src/plugins/docs at build time: doc id to description, for doc cards.
declare module '@generated/docusaurus-plugin-content-docs/default/doc-descriptions.json' {
  const descriptions: Readonly<Record<string, string>>;
  export default descriptions;
}
