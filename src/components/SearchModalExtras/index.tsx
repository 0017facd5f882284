/**
 * What the DocSearch modal does not do on its own, added around it. The local
 * search uses DocSearch 3.9's modal, the hosted one 4.7's:
 *
 * - The input is limited to 64 characters (DocSearch hard-codes 512, the
 *   limit of the search page).
 * - `aria-controls` on the input names only result lists that exist.
 * - "Try searching for" on the no-results screen: 4.7 stores its suggestions
 *   as an object instead of a list, so it never shows them. Up to 3
 *   suggestions are shown (the sections of earlier results since the modal
 *   opened, else the largest sections of the site), in DocSearch's markup.
 *   3.9 shows its own list, which then wins.
 * - "Save for offline" in the footer (src/components/SaveForOffline).
 * - The error screen when the index cannot be loaded: autocomplete resets
 *   DocSearch's "error" status to "idle" as soon as it is set, so DocSearch
 *   shows "No results" instead. The search bar tracks the error itself and this
 *   shows DocSearch's error screen, in its markup, over the no-results screen.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import SaveForOffline from '@site/src/components/SaveForOffline';

export const MODAL_MAX_LENGTH = 64;
const MAX_SUGGESTIONS = 3;
const SUGGESTIONS_CLASS = 'local-search-suggestions';
const ERROR_CLASS = 'local-search-error';
const OFFLINE_CLASS = 'local-search-offline';

function setInputValue(input: HTMLInputElement, value: string) {
  // Through the native setter, so React's onChange (and DocSearch) sees it.
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

function ensureChild(parent: Element, className: string, before: Element | null): HTMLElement {
  const existing = parent.querySelector<HTMLElement>(`:scope > .${className.split(' ').pop()}`);
  if (existing) return existing;
  const element = document.createElement('div');
  element.className = className;
  parent.insertBefore(element, before);
  return element;
}

export function ModalExtras({suggestions, error}: {suggestions: string[]; error: boolean}): ReactNode {
  const [suggestionSlot, setSuggestionSlot] = useState<HTMLElement | null>(null);
  const [errorSlot, setErrorSlot] = useState<HTMLElement | null>(null);
  const [offlineSlot, setOfflineSlot] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const sync = () => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
      if (input && input.maxLength !== MODAL_MAX_LENGTH) input.maxLength = MODAL_MAX_LENGTH;
      // Autocomplete names a list for every source, also those with no hits
      // (not rendered): keep only lists that exist, so the reference is valid.
      const controls = input?.getAttribute('aria-controls');
      if (input && controls) {
        const existing = controls.split(/\s+/).filter((id) => document.getElementById(id)).join(' ');
        if (existing !== controls) {
          if (existing) input.setAttribute('aria-controls', existing);
          else input.removeAttribute('aria-controls');
        }
      }

      const screen = document.querySelector<HTMLElement>('.DocSearch-NoResults');
      // DocSearch's own list, should a later version fix it, wins.
      const ownList = screen?.querySelector(`.DocSearch-NoResults-Prefill-List:not(.${SUGGESTIONS_CLASS})`);
      setSuggestionSlot(
        screen && !ownList
          ? ensureChild(screen, `DocSearch-NoResults-Prefill-List ${SUGGESTIONS_CLASS}`, screen.querySelector('.DocSearch-Help'))
          : null,
      );
      setErrorSlot(screen?.parentElement ? ensureChild(screen.parentElement, ERROR_CLASS, screen) : null);
      screen?.toggleAttribute('hidden', error);
      // "Save for offline" in the footer; the footer lays out in reverse, so last is leftmost.
      const footer = document.querySelector<HTMLElement>('.DocSearch-Modal .DocSearch-Footer');
      setOfflineSlot(footer ? ensureChild(footer, OFFLINE_CLASS, null) : null);
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(document.body, {childList: true, subtree: true, attributes: true, attributeFilter: ['aria-controls']});
    return () => observer.disconnect();
  }, [error]);

  return (
    <>
      {offlineSlot && createPortal(<SaveForOffline compact />, offlineSlot)}
      {error &&
        errorSlot &&
        createPortal(
          <div className="DocSearch-ErrorScreen">
            <p className="DocSearch-Title">
              {translate({id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results'})}
            </p>
            <p className="DocSearch-Help">
              {translate({
                id: 'theme.SearchModal.errorScreen.helpText',
                message: 'You might want to check your network connection.',
              })}
            </p>
          </div>,
          errorSlot,
        )}
      {!error &&
        suggestionSlot &&
        suggestions.length > 0 &&
        createPortal(
          <>
            <p className="DocSearch-Help">
              {translate({id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', message: 'Try searching for'})}:
            </p>
            <div className="DocSearch-NoResults-Prefill-List-Items">
              {suggestions.slice(0, MAX_SUGGESTIONS).map((suggestion) => (
                <p key={suggestion}>
                  <button
                    className="DocSearch-Prefill"
                    type="button"
                    onClick={() => {
                      const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
                      if (input) setInputValue(input, `${suggestion.toLowerCase()} `);
                    }}>
                    {suggestion}
                  </button>
                </p>
              ))}
            </div>
          </>,
          suggestionSlot,
        )}
    </>
  );
}
