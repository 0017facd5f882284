import type {PluginOptions} from '@docusaurus/plugin-content-docs';

type Generator = NonNullable<PluginOptions['sidebarItemsGenerator']>;

/**
 * The default generator, minus the root folder's own index doc: sidebars.ts
 * already shows that page as the section's "Overview" link or category link.
 */
export const sidebarItemsGenerator: Generator = async ({defaultSidebarItemsGenerator, ...args}) => {
  const items = await defaultSidebarItemsGenerator(args);
  const rootIndex = `${args.item.dirName}/index`;
  return items.filter((item) => !(item.type === 'doc' && item.id === rootIndex));
};
