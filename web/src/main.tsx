import '@fontsource/poppins/400.css';
import '@fontsource/poppins/500.css';
import '@fontsource/poppins/600.css';
import 'react-toastify/dist/ReactToastify.css';
import './index.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { queryClient } from './lib/query-client';
import { router } from './routes';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastContainer position="top-right" autoClose={TOAST_MS.default} newestOnTop />
    </QueryClientProvider>
  </StrictMode>,
);

// SPEC.md: a loading spinner shows until the window finishes loading.
const hideLoader = () => document.getElementById('page-loader')?.remove();
if (document.readyState === 'complete') hideLoader();
else window.addEventListener('load', hideLoader, { once: true });
