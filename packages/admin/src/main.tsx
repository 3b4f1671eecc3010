// Entry of the operator console.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readLanguage } from './i18n/language';
import { loadWords } from './i18n/load-words';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The console shows once the words of its language are in (only that language's are fetched).
loadWords(readLanguage()).then(
  () =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  () => {
    root.textContent = 'The console could not be loaded: reload the page. 控制台未能加载，请刷新页面。';
  },
);
