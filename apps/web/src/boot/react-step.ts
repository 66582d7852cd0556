// Built into the React chunk (see vite.config.ts): importing it evaluates React and React DOM.
import { createRoot } from 'react-dom/client';

export const reactReady = typeof createRoot === 'function';
