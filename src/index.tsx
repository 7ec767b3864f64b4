import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter, type AppRouter } from './app/router';
import { makeStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Listeners navigate through the router, which is made after the store.
const late: { router?: AppRouter } = {};
const store = makeStore(undefined, {
  navigate: (to, options) => {
    if (late.router) void late.router.navigate(to, options);
    else window.location.assign(to);
  },
});
const router = createAppRouter();
late.router = router;

createRoot(container).render(<App store={store} router={router} />);
