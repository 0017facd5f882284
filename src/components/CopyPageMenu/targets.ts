/**
 * Where the copy menu sends a reader, built from the page's public Markdown URL. Nothing here
 * is fetched: these are links the reader chooses to follow.
 * - ChatGPT and Claude open a new chat with the prompt from the `q` query parameter.
 * - Cursor's web deeplink `https://cursor.com/link/prompt?text=` opens the prompt in the
 *   editor; Cursor limits a deeplink to 8,000 characters, which a one-line prompt stays far below.
 */
export interface AssistantTarget {
  id: 'chatgpt' | 'claude' | 'cursor';
  label: string;
  href: string;
}

export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so I can ask you questions about it. It is a page of the Celo documentation.`;
}

export function assistantTargets(markdownUrl: string): AssistantTarget[] {
  const prompt = encodeURIComponent(assistantPrompt(markdownUrl));
  return [
    {id: 'chatgpt', label: 'Open in ChatGPT', href: `https://chatgpt.com/?hints=search&q=${prompt}`},
    {id: 'claude', label: 'Open in Claude', href: `https://claude.ai/new?q=${prompt}`},
    {id: 'cursor', label: 'Open in Cursor', href: `https://cursor.com/link/prompt?text=${prompt}`},
  ];
}
