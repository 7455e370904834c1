// Worker entry point: the same application in ROLE=worker (BullMQ processors and projections, no HTTP).
process.env.ROLE = 'worker';
await import('./main.js');
