import { createRoot } from 'react-dom/client';
import { SignageApp } from './signage-app';
import './signage.css';

const root = document.getElementById('root');
if (root) createRoot(root).render(<SignageApp />);
