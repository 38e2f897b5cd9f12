import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * What the data router's <ScrollRestoration> did, for the declarative router: a new page starts at
 * the top (or at its #anchor), and Back or Forward returns to where the reader was on that entry.
 */
export function ScrollOnNavigate() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remembered = positions.current.get(key);
    if (navigationType === 'POP' && remembered !== undefined) window.scrollTo(0, remembered);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  // Remembered as the reader scrolls: by the time the next page renders, the old position is gone.
  useEffect(() => {
    const remember = () => positions.current.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  return null;
}
