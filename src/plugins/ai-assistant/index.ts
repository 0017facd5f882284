/**
 * Loads the AI documentation-assistant widget from its CDN. Only added to the
 * config when AI_ASSISTANT_SCRIPT_URL and AI_ASSISTANT_API_KEY are set (see
 * config/services.ts). The script is async so it never blocks rendering, and a
 * failure to load it leaves the page fully usable.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {tagThroughLoader} from '../../script-loader/scripts';

export interface AssistantOptions {
  scriptUrl: string;
  apiKey: string;
}

export default function aiAssistantPlugin(
  _context: LoadContext,
  options: AssistantOptions,
): Plugin {
  return {
    name: 'ai-assistant',
    injectHtmlTags() {
      return {
        // Started by the script loader, as every script of the site (src/script-loader/README.md).
        postBodyTags: [
          tagThroughLoader({
            tagName: 'script',
            attributes: {
              async: true,
              src: options.scriptUrl,
              'data-api-key': options.apiKey,
              'data-project-name': 'Celo',
            },
          }),
        ],
      };
    },
  };
}
