// A React 19 app hosting the widgets (built by the browser tests' setup with the real react and react-dom).
import { type DetailedHTMLProps, type HTMLAttributes, useState } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    hostConfig: { api: string; branch: string };
  }
}

type WidgetAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  'api-base'?: string;
  branch?: string;
  category?: string;
  limit?: string;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'bestell-cart': WidgetAttributes;
      'bestell-shop-teaser': WidgetAttributes;
      'bestell-order-status': WidgetAttributes;
    }
  }
}

function App() {
  const { api, branch } = window.hostConfig;
  const [visits, setVisits] = useState(0);
  return (
    <div style={{ fontFamily: 'Verdana, sans-serif', maxWidth: 960, margin: '0 auto' }}>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h1>Bäckerei am Eck (React)</h1>
        <bestell-cart api-base={api} branch={branch} />
      </header>
      <button type="button" onClick={() => setVisits(visits + 1)}>
        Neu zeichnen ({visits})
      </button>
      <bestell-shop-teaser api-base={api} branch={branch} category="Gebäck" limit="4" />
      <bestell-order-status api-base={api} />
    </div>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
