// The server's entry (npm start, the release's server.js): holds the young generation first
// (ops/start-heap.ts), then loads the server's modules and starts it (start.ts). Imported after, not
// beside: a static import's modules would all load before the hold.
import './ops/start-heap';

const { startServer } = await import('./start');
await startServer();
