/**
 * Where the copy menu sends a reader, built from the page's public Markdown URL. Nothing here
 * is fetched: these are links the reader chooses to follow.
 * - ChatGPT and Claude open a new chat with the prompt from the `q` query parameter.
 * - Cursor's web deeplink `https://cursor.com/link/prompt?text=` opens the prompt in the
 *   editor; Cursor limits a deeplink to 8,000 characters, which a one-line prompt stays far below.
 */
import '@site/src/i18n/codeStrings?namespace=copyPage';
import {translate} from '@docusaurus/Translate';

export interface AssistantTarget {
  id: 'chatgpt' | 'claude' | 'cursor';
  label: string;
  href: string;
}

/** The prompt, in the page's language, so the assistant answers in it too. */
export function assistantPrompt(markdownUrl: string): string {
  return translate(
    {
      id: 'copyPage.prompt',
      message: 'Read {url} so I can ask you questions about it. It is a page of the Celo documentation.',
      description: 'The prompt sent to an AI assistant opened from the Copy page menu; url is the Markdown address of the page',
    },
    {url: markdownUrl},
  );
}

function openIn(assistant: string): string {
  return translate(
    {id: 'copyPage.openIn', message: 'Open in {assistant}', description: 'Copy page menu item that opens the page in an AI assistant (ChatGPT, Claude, Cursor)'},
    {assistant},
  );
}

export function assistantTargets(markdownUrl: string): AssistantTarget[] {
  const prompt = encodeURIComponent(assistantPrompt(markdownUrl));
  return [
    {id: 'chatgpt', label: openIn('ChatGPT'), href: `https://chatgpt.com/?hints=search&q=${prompt}`},
    {id: 'claude', label: openIn('Claude'), href: `https://claude.ai/new?q=${prompt}`},
    {id: 'cursor', label: openIn('Cursor'), href: `https://cursor.com/link/prompt?text=${prompt}`},
  ];
}
