/**
 * Two things DocSearch 4.7's modal does not do on its own, added around it:
 *
 * - The modal's input is limited to 64 characters (DocSearch hard-codes 512,
 *   the limit of the search page).
 * - "Try searching for" on the no-results screen: DocSearch 4.7 stores its
 *   suggestions as an object instead of a list, so it never shows them. This
 *   renders up to 3 suggestions (the sections of earlier results in this
 *   session, else the largest sections of the site) in the same markup.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';

export const MODAL_MAX_LENGTH = 64;
const MAX_SUGGESTIONS = 3;
const SLOT_CLASS = 'local-search-suggestions';

function setInputValue(input: HTMLInputElement, value: string) {
  // Through the native setter, so React's onChange (and DocSearch) sees it.
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

export function ModalExtras({suggestions}: {suggestions: string[]}): ReactNode {
  const [slot, setSlot] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const sync = () => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
      if (input && input.maxLength !== MODAL_MAX_LENGTH) input.maxLength = MODAL_MAX_LENGTH;
      const screen = document.querySelector<HTMLElement>('.DocSearch-NoResults');
      if (!screen) {
        setSlot(null);
        return;
      }
      // DocSearch's own list, should a later version fix it, wins.
      if (screen.querySelector('.DocSearch-NoResults-Prefill-List:not(.' + SLOT_CLASS + ')')) {
        setSlot(null);
        return;
      }
      let target = screen.querySelector<HTMLElement>(`.${SLOT_CLASS}`);
      if (!target) {
        target = document.createElement('div');
        target.className = `DocSearch-NoResults-Prefill-List ${SLOT_CLASS}`;
        const help = screen.querySelector('.DocSearch-Help');
        screen.insertBefore(target, help);
      }
      setSlot(target);
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(document.body, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);

  if (!slot || suggestions.length === 0) return null;
  return createPortal(
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
    slot,
  );
}
