import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from './icons';

/** Above this width the full header shows and the menu has no reason to stay open (Tailwind `md`). */
const WIDE_SCREEN_QUERY = '(min-width: 768px)';

/**
 * The small-screen toggle menu (golfer-side §2): closes on outside click, Escape, navigation or a
 * widening window, and locks page scroll while open. `children` gets `close` for items that act.
 */
export function MobileMenu({ children }: { children: (close: () => void) => ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);

  // Any navigation (a link in the menu, Back, a redirect) closes the menu.
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    if (isOpen) setIsOpen(false);
  }

  useEffect(() => {
    if (!isOpen) return;
    const close = () => setIsOpen(false);
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggleRef.current?.focus();
    };
    // matchMedia is missing in some embedded and test environments; the menu works without it.
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN_QUERY) : undefined;
    const onWiden = () => wide?.matches && close();
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    wide?.addEventListener('change', onWiden);
    return () => {
      body.style.overflow = previousOverflow;
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      wide?.removeEventListener('change', onWiden);
    };
  }, [isOpen]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isOpen ? 'Close menu' : 'Open menu'}
        onClick={() => setIsOpen((open) => !open)}
        className="rounded-lg p-2 text-slate-800 hover:bg-slate-100 focus-ring"
      >
        {isOpen ? <CloseIcon /> : <MenuIcon />}
      </button>
      {isOpen ? (
        <>
          <div aria-hidden="true" className="fixed inset-x-0 top-16 bottom-0 z-20 bg-slate-900/30" />
          <div
            ref={panelRef}
            id={panelId}
            className="absolute inset-x-0 top-full z-30 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 py-4 shadow-lg"
          >
            {children(() => setIsOpen(false))}
          </div>
        </>
      ) : null}
    </>
  );
}
