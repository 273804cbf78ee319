// Standalone development host: `npm run dev -w mfe-auth` serves this remote alone on port 3001.
import { AppProviders } from '@lantern/session';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import App from './App';

createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <BrowserRouter>
      <Routes>
        <Route path="/login" element={<App page="login" />} />
        <Route path="/signup" element={<App page="signup" />} />
        <Route path="/resolve" element={<App page="resolve" />} />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </BrowserRouter>
  </AppProviders>,
);
