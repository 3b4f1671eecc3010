// Entry: styles, i18n (which reads the stored language and the language packs kept from last time), then
// the app once its words are in; the fresh packs once start-up found a line. Home's first calls and the
// stored language's words were asked for by the page itself (boot/early-calls.ts, boot/words-first.ts).

// antd-mobile's theme variables: its components are imported one file each, past the barrel that loads them.
import 'antd-mobile/es/global';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startUp } from './api/client';
import { followLanguagePacks } from './api/content/language-pack';
import { App } from './app/app';
import { onLanguageChange, startingWords } from './i18n/i18n';
import { queryClient } from './lib/query-client';
import { followLanguageInManifest } from './pwa/manifest-link';

// The phone installs the app under names in the language shown.
followLanguageInManifest();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The words were asked for as the page was parsed and are in by now, or nearly.
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
void startingWords.then(render, render);

// Answers hold the server's words and the operators' in the language they were asked in: after a switch,
// the shown ones are asked again (kept on screen meanwhile).
onLanguageChange(() => void queryClient.invalidateQueries());

// The server's language packs merge over the bundled words once a line answers (nothing waits for it).
void startUp({ inBackground: true })
  .then(followLanguagePacks)
  .catch(() => undefined);
