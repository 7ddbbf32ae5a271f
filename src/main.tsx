import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from './kernel/boot';
import { applyThemeClass, storedThemeMode } from './kernel/shell/theme';
import { currentLocale } from './shared/intl';

applyThemeClass(storedThemeMode());
// <html lang> follows the page's language (Settings → Language, else the browser's)
document.documentElement.lang = currentLocale();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
);
