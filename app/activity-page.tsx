import { createRoot } from 'react-dom/client';
import '../ui/base.css';
import { ActivityPageApp, loadActivityPage } from './ActivityPageApp.tsx';
import { createServices } from './services.ts';
import { startVisit } from './start-visit.ts';

const root = document.getElementById('root');
if (root) {
  const services = createServices();
  // Ask for the page before React renders: the request does not wait for the first render.
  const firstPage = loadActivityPage(services);
  firstPage.catch(() => undefined);
  void startVisit(services);
  createRoot(root).render(<ActivityPageApp services={services} firstPage={firstPage} />);
}
