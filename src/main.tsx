import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from './kernel/boot';
import { applyThemeClass, storedThemeMode } from './kernel/shell/theme';

applyThemeClass(storedThemeMode());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
);
