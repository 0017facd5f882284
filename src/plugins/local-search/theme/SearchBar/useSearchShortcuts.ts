/**
 * The search modal's keyboard shortcuts: Ctrl/Cmd+K opens and closes it, `/`
 * opens it when the reader is not typing somewhere else, Escape closes it.
 *
 * DocSearch's own hook captures `isOpen` in its listener and replaces the
 * listener only after React's passive effects run, so a shortcut pressed just
 * after the modal closed was read as "close" and lost. This one registers a
 * single listener that reads the state through a ref, and updates the ref as
 * it acts, before React renders.
 */
import {useEffect, useRef} from 'react';

interface Options {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** True when the key was pressed in a field or on a button, where `/` is the reader's own. */
function isTypingTarget(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(target.tagName);
}

export function useSearchShortcuts({isOpen, onOpen, onClose}: Options): void {
  const current = useRef({isOpen, onOpen, onClose});
  current.current = {isOpen, onOpen, onClose};

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const {isOpen: open, onOpen: openModal, onClose: closeModal} = current.current;
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !open && !isTypingTarget(event);
      const escape = event.key === 'Escape' && open;
      if (!toggle && !slash && !escape) return;
      event.preventDefault();
      current.current = {...current.current, isOpen: !open};
      if (open) closeModal();
      else openModal();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
