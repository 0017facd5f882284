/// <reference types="@docusaurus/module-type-aliases" />
/// <reference types="@docusaurus/theme-classic" />
/// <reference types="@docusaurus/theme-live-codeblock" />
/// <reference types="@docusaurus/plugin-ideal-image" />

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
