import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DeskApp } from './desk-app';
import './desk.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <DeskApp />
    </StrictMode>,
  );
}
