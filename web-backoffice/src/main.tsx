import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './i18n';
import { forgetLegacyToken } from './lib/api-client';
import './styles/index.css';
import './styles/bengali-font.css';

// Staff sessions are HttpOnly cookies now; a token an older version kept in localStorage must not linger.
forgetLegacyToken();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
