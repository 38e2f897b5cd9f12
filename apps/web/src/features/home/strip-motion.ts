// When the home page's strip may move (issue 51, item 1): a strip drifting from the first frame kept the
// page from ever looking finished (Speed Index 10–12 s on a phone). It starts once the page has settled,
// on the golfer's first touch, scroll, pointer or key, or when the page has been still for SETTLE_MS after
// its load, and it holds still while off screen.

/** How long after the page's load, with no input, the strip starts on its own. */
export const SETTLE_MS = 6000;

const INPUTS = ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'scroll', 'keydown'] as const;

/** Calls `start` once, when the page has settled; the returned function cancels it. */
export function whenPageSettles(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    cancel();
    start();
  };
  const armTimer = () => {
    timer = setTimeout(fire, SETTLE_MS);
  };
  function cancel() {
    if (timer !== undefined) clearTimeout(timer);
    window.removeEventListener('load', armTimer);
    for (const input of INPUTS) window.removeEventListener(input, fire);
  }
  for (const input of INPUTS) window.addEventListener(input, fire, { passive: true, once: true });
  if (document.readyState === 'complete') armTimer();
  else window.addEventListener('load', armTimer, { once: true });
  return () => {
    done = true;
    cancel();
  };
}

/** Calls `onChange(true)` while `element` is on screen and `false` while it is off; returns a stop. */
export function watchOnScreen(element: Element, onChange: (onScreen: boolean) => void): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  const observer = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (entry) onChange(entry.isIntersecting);
  });
  observer.observe(element);
  return () => observer.disconnect();
}
