import type {Page} from '@playwright/test';

/** Search input a reader (or an attacker) may type: markup, script, huge, symbols, emoji, RTL, NUL bytes. */
export const HOSTILE_QUERIES = [
  '<img src=x onerror=alert(1)>',
  '</script><script>alert(1)</script>',
  'x'.repeat(5000),
  '%%%***!!!@@@###',
  '🚀🔥 celo 🌍',
  'שלום עולם مرحبا',
  'celo\u0000\u0000null',
];

/** Records every alert/confirm dialog (a script that ran), dismissing it. */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}
