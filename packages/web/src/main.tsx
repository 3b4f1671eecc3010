// Entry: no eval (the CSP forbids it), styles, i18n (which reads the stored language), then the app.

import './lib/no-eval';
import './styles/global.css';
import './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
