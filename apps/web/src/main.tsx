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

// A golfer page's HTML carries its static shell in #root (decision 0148). React's first commit replaces
// whatever #root holds, so it waits for the page's chunk: rendered at once, the layout would replace the
// shell with an empty page until the chunk arrived. A chunk that fails to load fails again in the first
// render, which shows the error page as before.
void loadFirstPage(window.location.pathname)
  .catch(() => undefined)
  .then(render);
