/** File name of the session replay worker, served from the site's base path (rum-worker-plugin.ts). */
export const rumWorkerFileName = 'datadog-rum-worker.js';
