// Standalone development host: `npm run dev -w mfe-campaigns` serves this remote alone on port 3002.
// Sign in through the shell (or mfe-auth) first: the session lives in localStorage.
import { AppProviders } from '@lantern/session';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import App from './App';

createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <BrowserRouter>
      <Routes>
        <Route path="/org/:orgId/account/:accountId/dashboard" element={<App page="dashboard" />} />
        <Route path="*" element={<App page="dashboard" />} />
      </Routes>
    </BrowserRouter>
  </AppProviders>,
);
