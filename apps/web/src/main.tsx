import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, loadFirstPage } from './app/app-routes';
import { Providers } from './app/providers';
import './index.css';

function render(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
}

/** Settles once the browser has painted a frame (at once in a hidden tab, which paints none). */
function afterFirstFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    // The task after a frame's callbacks runs after that frame is painted.
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

// A golfer page's HTML carries its static shell in #root (decision 0148). React's first commit replaces
// whatever #root holds, so it waits for the page's chunk: rendered at once, the layout would replace the
// shell with an empty page until the chunk arrived. It also waits for the shell's first frame, so a slow
// phone paints the shell before React's first render takes the main thread. A chunk that fails to load
// fails again in the first render, which shows the error page as before.
void Promise.all([loadFirstPage(window.location.pathname).catch(() => undefined), afterFirstFrame()]).then(
  render,
);
