import { ConfigError, loadConfig } from './config/config';
import { createApp } from './create-app';
import { openDatabase } from './database/open-database';
import { exitOnSignals } from './shutdown';

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const { url, embedded, where } = await openDatabase(config);
  const app = await createApp(config, url);
  // The embedded database closes after the application, whose pools are its clients.
  exitOnSignals({ steps: [() => app.close(), ...(embedded ? [() => embedded.close()] : [])] });
  await app.listen({ port: config.PORT, host: config.HOST });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `\n  Lantern is running at ${config.APP_URL}  (role ${config.ROLE}, ${where}, ready in ${seconds}s)\n` +
      `  Create an account at ${config.APP_URL}/signup or sign in at ${config.APP_URL}/login\n` +
      `  API docs: ${config.APP_URL}/api/docs   Health: ${config.APP_URL}/api/health\n\n`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Lantern failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
