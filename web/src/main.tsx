import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Base styles first, so component styles loaded after them win ties.
import './styles/base.css';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
