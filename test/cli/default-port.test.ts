/** The port the servers listen on without --port: PORT, trimmed, with an empty value counting as unset. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { defaultPort } from '../../cli/default-port.ts';

test('PORT is the port, spaces around it ignored', () => {
  assert.is(defaultPort({ PORT: '3000' }), 3000);
  assert.is(defaultPort({ PORT: ' 3001\n' }), 3001);
});

test('an unset or empty PORT gives 8080, never port 0 (any free port)', () => {
  assert.is(defaultPort({}), 8080);
  assert.is(defaultPort({ PORT: '' }), 8080);
  assert.is(defaultPort({ PORT: '  ' }), 8080);
});

test.run();
