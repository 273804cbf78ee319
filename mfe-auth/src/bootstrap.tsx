// Standalone development host: `npm run dev -w mfe-auth` serves this remote alone on port 3001.
import { AppProviders } from '@lantern/session';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import App from './App';

const PAGES = [
  'login',
  'signup',
  'forgot-password',
  'reset-password',
  'accept-invite',
  'select-organization',
  'resolve',
];

createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <BrowserRouter>
      <Routes>
        {PAGES.map((page) => (
          <Route key={page} path={`/${page}`} element={<App page={page} />} />
        ))}
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </BrowserRouter>
  </AppProviders>,
);
