/**
 * The environment a `forms` child process gets in the tests: only what node and tsx need to run (PATH,
 * HOME, TMPDIR for tsx's cache) plus what the test gives, so a developer's own PAYPRO_BASE_URL,
 * credentials or LOG_LEVEL never reach it and change what it does.
 */
export function childEnv(env: Record<string, string> = {}): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR']) {
    const value = process.env[name];
    if (value !== undefined) kept[name] = value;
  }
  return { ...kept, ...env };
}
