import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StatechartsInspector } from './StatechartsInspector';

export function mountStatechartsInspector(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <StatechartsInspector />
    </StrictMode>,
  );
}
