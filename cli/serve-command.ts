/** `forms serve` and `forms proxy`: start the server and say where it listens. Reads `.env` if present. */
import { existsSync } from 'node:fs';
import { startServer, type StartServerOptions } from './start-server.ts';

export async function serveCommand(options: Omit<StartServerOptions, 'env'>): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const server = await startServer(options);
  const shownUrl = server.url.replace('127.0.0.1', 'localhost');
  process.stdout.write(`Forms are served at ${shownUrl}/ (try ${shownUrl}/merchantform/jhrtrust)\n`);
  process.once('SIGTERM', () => void server.close());
  process.once('SIGINT', () => void server.close());
}
