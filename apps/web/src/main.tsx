import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import './index.css';
import { z } from 'zod';

// The server's Content-Security-Policy forbids eval; zod's optional JIT probes for it with
// `new Function`, which the browser reports as a CSP violation. Parsing without the JIT is fast enough here.
z.config({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
