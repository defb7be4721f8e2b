import { createRoot } from 'react-dom/client';
import '../ui/base.css';
import { ActivityPageApp } from './ActivityPageApp.tsx';
import { createServices } from './services.ts';

const root = document.getElementById('root');
if (root) createRoot(root).render(<ActivityPageApp services={createServices()} />);
