// `npm start`: build the web client if needed, then serve API + client from one process.
import { ensureWebBuild } from './web-build.ts';

ensureWebBuild();
process.env.NODE_ENV ??= 'production';
await import('../apps/server/src/main.ts');
