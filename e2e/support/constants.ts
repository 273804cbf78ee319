// E2E_PORT lets two checkouts run their browser suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8123);

/** Debian's Chromium, headless, with nothing that reaches for the network on its own (shared with bench/web). */
export { default as CHROMIUM_ARGS } from './chromium-args.json';
