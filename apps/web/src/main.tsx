import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import './styles/global.css';

/**
 * The entry: evaluates the app's code in four tasks instead of one. Evaluating every module of the
 * first load at once held a phone's main thread for 150–350 ms under Lighthouse's 4x slowdown (issue
 * 15); a task over 50 ms blocks input for its excess. React and its DOM first; then zod with half of
 * the contract's schemas, and the other half with the API client (building the schemas is more than
 * half of all the work: vite.config.ts puts them in chunks of their own); then the rest and the start
 * itself (app/start.tsx). Every chunk is already loading by then (the page's preload links), so the steps
 * wait for no network.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

await import('react-dom/client');
await nextTask();
await Promise.all([import('@talanty/contract/auth'), import('@talanty/contract/files')]);
await nextTask();
await import('./lib/api-client.ts');
await nextTask();
await import('./app/start.tsx');
